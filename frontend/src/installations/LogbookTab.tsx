import { useState } from 'react';
import { Box, Button, Stack, TextField, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { Loading, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { ErrorBanner } from '../common/ErrorBanner';
import { useErrorMessage } from '../common/errors';
import { formatDate } from '../common/format';
import { useFormatKg, useLocale } from '../common/useLocale';
import { useApiGet } from '../dashboard/useApiGet';
import type { AppDataProvider } from '../providers/dataProvider';
import type { Installation, Logbook } from '../api/types';
import { formatChargeKg, formatTonnes } from './format';

/** `?from=..&to=..` of a period; empty ends are left out (the server then takes the whole history). */
export function periodQuery(from: string, to: string): string {
  const q = new URLSearchParams();
  if (from) q.set('from', from);
  if (to) q.set('to', to);
  const s = q.toString();
  return s ? `?${s}` : '';
}

/**
 * The Art. 7 logbook of a period: a summary per section (a) to (g) and its CSV and PDF, downloaded with
 * the session's bearer token (a plain link would carry none).
 */
export function LogbookTab({ installation }: { installation: Installation }) {
  const translate = useTranslate();
  const locale = useLocale();
  const formatKg = useFormatKg();
  const notify = useNotify();
  const errorMessage = useErrorMessage();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const query = periodQuery(from, to);
  const { data, error, loading } = useApiGet<Logbook>(`installations/${installation.id}/logbook${query}`);
  const t = (key: string, options?: object) => translate(`installations.logbook.${key}`, options);

  async function download(ext: 'csv' | 'pdf') {
    try {
      await dataProvider.download(`installations/${installation.id}/logbook.${ext}${query}`);
    } catch (e) {
      notify(errorMessage(e, t('downloadFailed')), { type: 'error' });
    }
  }

  const count = (n: number) => t('entryCount', { smart_count: n });
  const sections: [string, string][] = data
    ? [
        [
          t('charge'),
          `${data.charge.gasType} · ${formatChargeKg(data.charge.chargeKg, locale)} · ${formatTonnes(data.charge.co2eTonnes, locale)} CO2e`,
        ],
        [t('added'), `${formatKg(data.added.totalKg)} · ${count(data.added.entries.length)}`],
        [t('recovered'), `${formatKg(data.recovered.totalKg)} · ${count(data.recovered.entries.length)}`],
        [
          t('origin'),
          data.origin.entries.length
            ? `${formatKg(data.origin.recycledKg + data.origin.reclaimedKg)} · ${count(data.origin.entries.length)}`
            : t('none'),
        ],
        [
          t('company'),
          [
            `${data.company.name}${data.company.certificateNumbers.length ? ` (${data.company.certificateNumbers.join(', ')})` : ''}`,
            ...data.fitters.map((f) => `${f.name}${f.certificateNumber ? ` (${f.certificateNumber})` : ''}`),
          ].join(' · '),
        ],
        [t('leakChecks'), data.leakChecks.length ? String(data.leakChecks.length) : t('none')],
        [
          t('decommissioning'),
          data.decommissioning
            ? `${formatDate(data.decommissioning.decommissionedOn)} · ${translate(`enums.gasDestination.${data.decommissioning.gasDestination}`)}`
            : t('none'),
        ],
      ]
    : [];

  const date = { type: 'date', size: 'small' as const, slotProps: { inputLabel: { shrink: true } } };
  return (
    <Box sx={{ p: 1 }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mb: 2 }}>
        <TextField
          {...date}
          label={t('from')}
          value={from}
          onChange={(e) => setFrom(e.target.value)}
          name="from"
        />
        <TextField {...date} label={t('to')} value={to} onChange={(e) => setTo(e.target.value)} name="to" />
        <Button startIcon={<DownloadIcon />} onClick={() => void download('csv')} data-testid="logbook-csv">
          {t('csv')}
        </Button>
        <Button
          startIcon={<DownloadIcon />}
          variant="contained"
          onClick={() => void download('pdf')}
          data-testid="logbook-pdf"
        >
          {t('pdf')}
        </Button>
      </Stack>
      {error ? <ErrorBanner message={errorMessage(error)} /> : null}
      {loading && !data ? (
        <Loading />
      ) : (
        <Box data-testid="logbook-sections">
          {sections.map(([title, body]) => (
            <Box key={title} sx={{ mb: 1.5 }}>
              <Typography variant="subtitle2">{title}</Typography>
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {body}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
