import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  IconButton,
  List,
  ListItem,
  ListItemText,
  TextField,
  Typography,
} from '@mui/material';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import LinkIcon from '@mui/icons-material/Link';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useErrorMessage } from '../common/errors';
import { formatDate, formatDateTime } from '../common/format';
import { useApiGet } from '../dashboard/useApiGet';
import { API_URL, httpClient, type AppDataProvider } from '../providers/dataProvider';
import type { ShareLink, ShareLinkCreated } from '../api/types';

/** The owner's read-only links to the logbook (admins): create one, copy its URL once, revoke at once. */
export function ShareTab({ installationId }: { installationId: number }) {
  const translate = useTranslate();
  const notify = useNotify();
  const errorMessage = useErrorMessage();
  const dataProvider = useDataProvider<AppDataProvider>();
  const path = `installations/${installationId}/share-links`;
  const links = useApiGet<ShareLink[]>(path);
  const [created, setCreated] = useState<ShareLinkCreated | null>(null);
  const [busy, setBusy] = useState(false);
  const [label, setLabel] = useState('');
  const [expiresOn, setExpiresOn] = useState('');
  const t = (key: string, options?: object) => translate(`installations.share.${key}`, options);

  async function run(action: () => Promise<unknown>, success?: string) {
    setBusy(true);
    try {
      await action();
      if (success) notify(success, { type: 'success' });
    } catch (e) {
      notify(errorMessage(e, t('failed')), { type: 'error' });
    } finally {
      setBusy(false);
      void links.refetch();
    }
  }

  const create = () =>
    run(async () => {
      setCreated(
        await dataProvider.post<ShareLinkCreated>(path, {
          label: label.trim() || null,
          expiresOn: expiresOn || null,
        }),
      );
      setLabel('');
      setExpiresOn('');
    });
  /** What a link's line says of it: revoked, expired, or active (until its last day). */
  const state = (l: ShareLink) =>
    l.revokedAt
      ? t('revokedOn', { date: formatDateTime(l.revokedAt) })
      : l.expired
        ? t('expiredOn', { date: formatDate(l.expiresOn) })
        : l.expiresOn
          ? t('activeUntil', { date: formatDate(l.expiresOn) })
          : t('active');
  const revoke = (id: number) =>
    run(async () => {
      await httpClient(`${API_URL}/${path}/${id}`, { method: 'DELETE' });
      if (created?.id === id) setCreated(null);
    }, 'installations.share.revoked');
  const copy = async (url: string) => {
    await navigator.clipboard?.writeText(url).catch(() => undefined);
    notify('installations.share.copied', { type: 'info' });
  };

  return (
    <Box sx={{ p: 1 }}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('intro')}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start' }}>
        <TextField
          size="small"
          label={t('label')}
          helperText={t('labelHint')}
          value={label}
          onChange={(e) => setLabel(e.target.value)}
          sx={{ flex: '1 1 220px' }}
          slotProps={{ htmlInput: { maxLength: 100, 'data-testid': 'share-label' } }}
        />
        <TextField
          size="small"
          type="date"
          label={t('expiresOn')}
          helperText={t('expiresOnHint')}
          value={expiresOn}
          onChange={(e) => setExpiresOn(e.target.value)}
          sx={{ flex: '0 1 200px' }}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'share-expires-on' } }}
        />
      </Box>
      <Button
        startIcon={<LinkIcon />}
        variant="contained"
        onClick={() => void create()}
        disabled={busy}
        data-testid="share-create"
        sx={{ mt: 1 }}
      >
        {t('create')}
      </Button>
      {created && (
        <Alert severity="success" sx={{ mt: 2 }}>
          {t('created')}
          <Box sx={{ display: 'flex', gap: 1, mt: 1, alignItems: 'center' }}>
            <TextField
              size="small"
              fullWidth
              value={created.url}
              slotProps={{ htmlInput: { readOnly: true, 'data-testid': 'share-url' } }}
            />
            <IconButton
              aria-label={t('copy')}
              onClick={() => void copy(created.url)}
              data-testid="share-copy"
            >
              <ContentCopyIcon />
            </IconButton>
          </Box>
        </Alert>
      )}
      {links.data && !links.data.length && (
        <Typography color="text.secondary" sx={{ mt: 2 }}>
          {t('empty')}
        </Typography>
      )}
      <List dense>
        {(links.data ?? []).map((l) => (
          <ListItem
            key={l.id}
            divider
            data-testid="share-link"
            data-revoked={l.revokedAt ? 'true' : 'false'}
            data-expired={l.expired ? 'true' : 'false'}
            secondaryAction={
              !l.revokedAt && (
                <Button
                  color="error"
                  size="small"
                  onClick={() => void revoke(l.id)}
                  disabled={busy}
                  data-testid="share-revoke"
                >
                  {t('revoke')}
                </Button>
              )
            }
          >
            <ListItemText
              sx={{ pr: l.revokedAt ? 0 : 10, overflowWrap: 'anywhere' }}
              primary={
                <>
                  <Box component="span" sx={{ fontWeight: 600 }} data-testid="share-link-label">
                    {l.label ?? t('noLabel')}
                  </Box>
                  {' · '}
                  <Box
                    component="span"
                    data-testid="share-link-state"
                    sx={{ color: l.revokedAt || l.expired ? 'text.secondary' : 'success.main' }}
                  >
                    {state(l)}
                  </Box>
                </>
              }
              secondary={t('createdBy', { date: formatDateTime(l.createdAt), name: l.createdBy?.name ?? '' })}
            />
          </ListItem>
        ))}
      </List>
    </Box>
  );
}
