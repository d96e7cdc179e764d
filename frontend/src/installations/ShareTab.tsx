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
import { formatDateTime } from '../common/format';
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

  const create = () => run(async () => setCreated(await dataProvider.post<ShareLinkCreated>(path, {})));
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
      <Button
        startIcon={<LinkIcon />}
        variant="contained"
        onClick={() => void create()}
        disabled={busy}
        data-testid="share-create"
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
              primary={l.revokedAt ? t('revokedOn', { date: formatDateTime(l.revokedAt) }) : t('active')}
              secondary={t('createdBy', { date: formatDateTime(l.createdAt), name: l.createdBy?.name ?? '' })}
            />
          </ListItem>
        ))}
      </List>
    </Box>
  );
}
