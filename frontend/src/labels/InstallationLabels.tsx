import { useEffect, useState } from 'react';
import { Alert, Box, Button, Checkbox, FormControlLabel, TextField, Typography } from '@mui/material';
import { useDataProvider, useTranslate } from 'react-admin';
import type { components } from '../api/schema';
import { LabelCard, LabelSheet } from './LabelSheet';
import { getToken } from '../providers/session';
import type { AppDataProvider } from '../providers/dataProvider';

type Installation = Pick<
  components['schemas']['InstallationDto'],
  'id' | 'name' | 'customerName' | 'address'
>;

/** How many installations the chooser lists at once: a search narrows it. */
const LIST_LIMIT = 200;

/**
 * The server's own label (GET /api/installations/{id}/qr.svg, the public URL it encodes is its to know),
 * shown as an image: an SVG in an <img> runs nothing.
 */
function InstallationQr({ id, title }: { id: number; title: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    let url: string | null = null;
    fetch(`/api/installations/${id}/qr.svg`, {
      headers: { Authorization: `Bearer ${getToken() ?? ''}` },
      signal: controller.signal,
    })
      .then((res) => (res.ok ? res.blob() : Promise.reject(new Error(String(res.status)))))
      .then((blob) => {
        url = URL.createObjectURL(blob);
        setSrc(url);
      })
      .catch(() => undefined);
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [id]);
  return src ? (
    <img src={src} alt={title} style={{ width: '40mm', height: '40mm' }} data-testid="installation-qr" />
  ) : (
    <Box sx={{ width: '40mm', height: '40mm' }} />
  );
}

/** Installation labels for the print page: search, tick the installations, one label each (name, customer, QR). */
export function InstallationLabels({ columns }: { columns: number }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [search, setSearch] = useState('');
  const [found, setFound] = useState<Installation[]>([]);
  const [chosen, setChosen] = useState<Map<number, Installation>>(new Map());
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    const filter = { status: 'ACTIVE', ...(search.trim() ? { q: search.trim() } : {}) };
    const timer = setTimeout(() => {
      dataProvider
        .get<Installation[]>(
          `installations?sort=${encodeURIComponent('["customerName","ASC"]')}&range=${encodeURIComponent(
            JSON.stringify([0, LIST_LIMIT - 1]),
          )}&filter=${encodeURIComponent(JSON.stringify(filter))}`,
        )
        .then((rows) => live && (setFound(rows), setFailed(false)))
        .catch(() => live && setFailed(true));
    }, 250);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [dataProvider, search]);

  const toggle = (i: Installation) =>
    setChosen((old) => {
      const next = new Map(old);
      if (next.has(i.id)) next.delete(i.id);
      else next.set(i.id, i);
      return next;
    });
  const labels = [...chosen.values()];

  return (
    <>
      <Box data-print="hide" sx={{ mb: 2 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center', mb: 1 }}>
          <TextField
            size="small"
            label={translate('labels.installations.search')}
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            sx={{ flex: '1 1 240px' }}
            slotProps={{ htmlInput: { 'data-testid': 'qr-installation-search' } }}
          />
          <Button size="small" onClick={() => setChosen(new Map(found.map((i) => [i.id, i])))}>
            {translate('labels.selectAll')}
          </Button>
          <Button size="small" onClick={() => setChosen(new Map())}>
            {translate('labels.selectNone')}
          </Button>
        </Box>
        {failed && <Alert severity="error">{translate('labels.installations.loadFailed')}</Alert>}
        <Box
          sx={{
            maxHeight: 240,
            overflowY: 'auto',
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            px: 1,
          }}
          data-testid="qr-installation-choices"
        >
          {found.length === 0 ? (
            <Typography color="text.secondary" sx={{ py: 1 }}>
              {translate('labels.installations.none')}
            </Typography>
          ) : (
            found.map((i) => (
              <FormControlLabel
                key={i.id}
                sx={{ display: 'flex' }}
                control={<Checkbox checked={chosen.has(i.id)} onChange={() => toggle(i)} />}
                label={`${i.customerName} · ${i.name}${i.address ? ` (${i.address})` : ''}`}
              />
            ))
          )}
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {translate('labels.installations.chosen', { smart_count: labels.length })}
        </Typography>
      </Box>
      <LabelSheet columns={columns} testId="qr-installation-grid">
        {labels.map((i) => (
          <LabelCard
            key={i.id}
            data-testid="qr-installation-label"
            data-id={i.id}
            code={<InstallationQr id={i.id} title={i.name} />}
            name={i.name}
            detail={i.customerName}
          />
        ))}
      </LabelSheet>
    </>
  );
}
