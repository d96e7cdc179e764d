import { Spinner } from '../common/Spinner';
import { useEffect, useMemo, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  GlobalStyles,
  Link,
  MenuItem,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import PrintIcon from '@mui/icons-material/Print';
import { useDataProvider, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { CYLINDER_STATUSES } from '@domain';
import { PageHeader, formatDate, useErrorMessage } from '../common';
import { useApiGet } from '../dashboard/useApiGet';
import type { AppDataProvider } from '../providers/dataProvider';
import { QrCode } from './QrCode';
import { LabelCard, LabelSheet } from './LabelSheet';
import { InstallationLabels } from './InstallationLabels';
import { truncation } from './qrPrintLogic';
import type { Cylinder } from '../api/types';

const COLUMN_CHOICES = [1, 2, 3, 4] as const;

const todayIso = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

/**
 * Print styles: A4 with 10 mm margins, 10 mm between labels, 40 mm codes, no label split over two
 * pages, and the app shell (app bar, sidebar, controls) hidden.
 */
const printStyles = (
  <GlobalStyles
    styles={{
      '@page': { size: 'A4', margin: '10mm' },
      '@media print': {
        'html, body': { background: '#fff !important' },
        '.RaAppBar-root, header.MuiAppBar-root, .RaSidebar-root, .MuiDrawer-root, .RaLayout-appFrame > .MuiToolbar-root, [data-print="hide"], .MuiSnackbar-root':
          { display: 'none !important' },
        '.RaLayout-appFrame, .RaLayout-contentWithSidebar, .RaLayout-content, #main-content': {
          margin: '0 !important',
          padding: '0 !important',
          marginTop: '0 !important',
          minHeight: '0 !important',
          background: '#fff !important',
        },
        '[data-print="only"]': { display: 'block !important' },
        '.qr-print-grid': {
          gridTemplateColumns: 'repeat(var(--qr-columns), minmax(0, 1fr)) !important',
          gap: '10mm !important',
        },
        '.qr-print-card': {
          border: '1px solid #bbb !important',
          boxShadow: 'none !important',
          padding: '2mm !important',
          breakInside: 'avoid',
          pageBreakInside: 'avoid',
        },
        '.qr-print-card p': {
          fontSize: '10pt !important',
          lineHeight: '1.25 !important',
          margin: '0 !important',
        },
        '.qr-print-heading': { marginBottom: '5mm !important' },
        '.qr-print-heading h1': { fontSize: '15pt !important' },
        '.qr-print-heading p': { fontSize: '9pt !important' },
        '.qr-print-card svg, .qr-print-card img': { width: '40mm !important', height: '40mm !important' },
      },
    }}
  />
);

/** /qr-print — QR labels of all or a chosen subset of cylinders, or of chosen installations, 1-4 columns on A4. */
export default function QrPrintPage() {
  const translate = useTranslate();
  const errorMessage = useErrorMessage();
  const [columns, setColumns] = useState<number>(2);
  const [kind, setKind] = useState<'cylinders' | 'installations'>('cylinders');
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState('');
  const [since, setSince] = useState('');
  const filter = useMemo(
    () => ({ ...(status ? { status } : {}), ...(since ? { createdFrom: since } : {}) }),
    [status, since],
  );
  // Without a range the API answers the whole selection up to 5,000 rows; Content-Range says the total.
  const dataProvider = useDataProvider<AppDataProvider>();
  const path = `cylinders?sort=${encodeURIComponent('["serialNumber","ASC"]')}&filter=${encodeURIComponent(JSON.stringify(filter))}`;
  const [answer, setAnswer] = useState<{
    path: string;
    data?: Cylinder[];
    total?: number;
    error?: unknown;
  } | null>(null);
  useEffect(() => {
    let live = true;
    dataProvider.getWithTotal<Cylinder[]>(path).then(
      ({ data: rows, total }) => live && setAnswer({ path, data: rows, total }),
      (e: unknown) => live && setAnswer({ path, error: e }),
    );
    return () => {
      live = false;
    };
  }, [dataProvider, path]);
  const isPending = answer?.path !== path;
  const data = isPending ? undefined : answer?.data;
  const error = isPending ? null : answer?.error;
  const cut = truncation(data?.length ?? 0, answer?.total);
  const { data: publicSettings } = useApiGet<{ organisationName: string | null }>('settings/public');
  const q = search.trim().toLocaleLowerCase();
  const labels = (Array.isArray(data) ? data : []).filter(
    (c) =>
      c.qrCode &&
      (!q || c.serialNumber.toLocaleLowerCase().includes(q) || c.gasType.toLocaleLowerCase().includes(q)),
  );
  const filtered = Boolean(q || status || since);

  return (
    <Box sx={{ py: 1 }} data-testid="qr-print">
      {printStyles}
      <Box data-print="hide">
        <PageHeader
          title={translate('labels.title')}
          actions={
            <Button
              variant="contained"
              startIcon={<PrintIcon />}
              onClick={() => window.print()}
              disabled={kind === 'cylinders' && labels.length === 0}
              data-testid="qr-print-button"
            >
              {translate('labels.print')}
            </Button>
          }
        />
        <ToggleButtonGroup
          exclusive
          size="small"
          value={kind}
          onChange={(_, v: typeof kind | null) => v && setKind(v)}
          sx={{ mb: 2 }}
          data-testid="qr-kind"
        >
          <ToggleButton value="cylinders" data-testid="qr-kind-cylinders">
            {translate('labels.installations.cylinders')}
          </ToggleButton>
          <ToggleButton value="installations" data-testid="qr-kind-installations">
            {translate('labels.installations.installations')}
          </ToggleButton>
        </ToggleButtonGroup>
        {kind === 'cylinders' && (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center', mb: 2 }}>
            <TextField
              size="small"
              label={translate('labels.search')}
              value={search}
              onChange={(e) => setSearch(e.target.value)}
              sx={{ flex: '1 1 200px' }}
              slotProps={{ htmlInput: { 'data-testid': 'qr-search' } }}
            />
            <TextField
              select
              size="small"
              label={translate('labels.status')}
              value={status}
              onChange={(e) => setStatus(e.target.value)}
              sx={{ flex: '1 1 150px' }}
              slotProps={{ htmlInput: { 'data-testid': 'qr-status' } }}
            >
              <MenuItem value="">{translate('labels.allStatuses')}</MenuItem>
              {CYLINDER_STATUSES.map((s) => (
                <MenuItem key={s} value={s}>
                  {translate(`enums.status.${s}`)}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              size="small"
              type="date"
              label={translate('labels.addedSince')}
              value={since}
              onChange={(e) => setSince(e.target.value)}
              sx={{ flex: '1 1 150px' }}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'qr-since' } }}
            />
            <Button size="small" onClick={() => setSince(todayIso())}>
              {translate('labels.today')}
            </Button>
            {filtered && (
              <Button
                size="small"
                onClick={() => {
                  setSearch('');
                  setStatus('');
                  setSince('');
                }}
              >
                {translate('labels.clear')}
              </Button>
            )}
          </Box>
        )}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 2 }}>
          <Typography component="span" id="qr-columns-label" sx={{ fontWeight: 600 }}>
            {translate('labels.columns')}
          </Typography>
          <ToggleButtonGroup
            exclusive
            size="small"
            value={columns}
            onChange={(_, v: number | null) => v && setColumns(v)}
            aria-labelledby="qr-columns-label"
            data-testid="qr-columns"
          >
            {COLUMN_CHOICES.map((c) => (
              <ToggleButton key={c} value={c} sx={{ px: 2 }} data-testid={`qr-columns-${c}`}>
                {c}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        </Box>
        {kind === 'cylinders' && !isPending && cut.missing > 0 && (
          <Alert severity="warning" sx={{ mb: 2 }} data-testid="qr-truncated">
            {translate('labels.truncated', {
              shown: cut.received,
              total: cut.total,
            })}
          </Alert>
        )}
        {kind === 'cylinders' && labels.length > 0 && (
          <Alert severity="info" sx={{ mb: 2 }} data-testid="qr-instructions">
            {translate('labels.instructions', { smart_count: labels.length })}
          </Alert>
        )}
      </Box>

      <Box data-print="only" className="qr-print-heading" sx={{ display: 'none', mb: '6mm' }}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
          {translate(kind === 'installations' ? 'labels.installations.heading' : 'labels.heading')}
        </Typography>
        <Typography variant="body2">
          {[publicSettings?.organisationName, translate('labels.date', { date: formatDate(new Date()) })]
            .filter(Boolean)
            .join(' · ')}
        </Typography>
      </Box>

      {kind === 'installations' ? (
        <InstallationLabels columns={columns} />
      ) : error ? (
        <Alert severity="error">{errorMessage(error, translate('labels.loadFailed'))}</Alert>
      ) : null}
      {kind === 'installations' ? null : isPending ? (
        <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
          <Spinner />
        </Box>
      ) : labels.length === 0 && !error ? (
        <Box sx={{ textAlign: 'center', py: 6 }} data-testid="qr-empty">
          <Typography gutterBottom>{translate('labels.empty')}</Typography>
          <Link component={RouterLink} to="/cylinders">
            {translate('labels.toCylinders')}
          </Link>
        </Box>
      ) : (
        <LabelSheet columns={columns} testId="qr-grid">
          {labels.map((c) => (
            <LabelCard
              key={c.id}
              data-testid="qr-label"
              data-serial={c.serialNumber}
              data-url={c.qrCode ?? undefined}
              code={<QrCode value={c.qrCode as string} size="40mm" title={c.serialNumber} />}
              name={c.serialNumber}
              detail={c.gasType}
            />
          ))}
        </LabelSheet>
      )}
    </Box>
  );
}
