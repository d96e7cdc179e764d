import { Spinner } from '../common/Spinner';
import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Link,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
  MenuItem,
  TextField,
  Typography,
} from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import LockIcon from '@mui/icons-material/Lock';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import { Confirm, useCanAccess, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { PageHeader } from '../common/PageHeader';
import { ErrorBanner } from '../common/ErrorBanner';
import { useErrorMessage } from '../common/errors';
import { useAsyncHandler } from '../common/useAsyncHandler';
import { formatDateTime } from '../common/format';
import { useApiGet } from '../dashboard/useApiGet';
import type { AppDataProvider } from '../providers/dataProvider';
import { BalanceTable, WEIGHT_GAP_LIST } from './BalanceTable';
import {
  balanceExport,
  parseYear,
  rowsWithFigures,
  companyYear,
  hasEnded,
  signOffOf,
  yearOptions,
  type BalanceRow,
  type SignOff,
} from './balanceLogic';

/**
 * /admin/balances: the annual balance per gas (kg and t CO2e) of the year picked (?year=, this year by
 * default), its CSV and PDF exports, and signing the year off after a confirmation. A signed year is shown
 * locked with who signed it and when; the sign-offs of all years are listed under the table.
 */
export default function BalancePage() {
  const translate = useTranslate();
  const notify = useNotify();
  const handle = useAsyncHandler();
  const errorMessage = useErrorMessage();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [searchParams, setSearchParams] = useSearchParams();
  const currentYear = companyYear();
  const year = parseYear(searchParams.get('year'), currentYear);
  const balance = useApiGet<BalanceRow[]>(`balances?year=${year}`);
  const signOffs = useApiGet<SignOff[]>('balances/sign-offs');
  const { canAccess: maySignOff } = useCanAccess({ resource: 'balances', action: 'sign-off' });
  const [confirming, setConfirming] = useState(false);
  const [signing, setSigning] = useState(false);
  const signed = signOffOf(year, signOffs.data);
  const rows = balance.data ? rowsWithFigures(balance.data) : undefined;
  // As text: the i18n provider writes numbers in the language's style, and a year is no '2.026'.
  const yearText = String(year);

  const download = async (kind: 'csv' | 'pdf') => {
    const { path, fileName } = balanceExport(year, kind);
    try {
      await dataProvider.download(path, fileName);
    } catch (e) {
      notify(errorMessage(e, translate('balances.exportFailed')), { type: 'error' });
    }
  };

  const signOff = async () => {
    setSigning(true);
    try {
      await dataProvider.post(`balances/${year}/sign-off`, {});
      notify(translate('balances.signOffDone', { year: yearText }), { type: 'success' });
    } catch (e) {
      notify(errorMessage(e, translate('balances.signOffFailed')), { type: 'error' });
    } finally {
      setSigning(false);
      setConfirming(false);
      // Also after a refusal: a 409 YEAR_ALREADY_SIGNED_OFF means someone else signed it meanwhile.
      await signOffs.refetch();
    }
  };

  return (
    <Box sx={{ py: 1, maxWidth: 1400 }} data-testid="balance-page" data-year={year}>
      <PageHeader
        title={translate('balances.title')}
        subtitle={translate('balances.subtitle')}
        actions={
          <>
            <Button
              variant="outlined"
              startIcon={<DownloadIcon />}
              onClick={handle(() => download('csv'))}
              data-testid="balance-csv"
            >
              {translate('balances.exportCsv')}
            </Button>
            <Button
              variant="outlined"
              startIcon={<DownloadIcon />}
              onClick={handle(() => download('pdf'))}
              data-testid="balance-pdf"
            >
              {translate('balances.exportPdf')}
            </Button>
          </>
        }
      />

      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 2 }}>
        <TextField
          select
          size="small"
          label={translate('balances.year')}
          value={year}
          onChange={(e) => setSearchParams({ year: String(e.target.value) })}
          fullWidth={false}
          sx={{ width: 140, flex: '0 0 auto' }}
          slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'balance-year' } as object } }}
        >
          {yearOptions(currentYear, signOffs.data, year).map((y) => (
            <MenuItem key={y} value={y}>
              {y}
            </MenuItem>
          ))}
        </TextField>
        {signOffs.data && !signed && maySignOff && hasEnded(year, currentYear) && (
          <Button
            variant="contained"
            startIcon={<TaskAltIcon />}
            onClick={() => setConfirming(true)}
            data-testid="balance-sign-off"
          >
            {translate('balances.signOff', { year: yearText })}
          </Button>
        )}
      </Box>

      {signOffs.data &&
        (signed ? (
          <Alert severity="success" icon={<LockIcon />} sx={{ mb: 2 }} data-testid="balance-locked">
            {translate('balances.locked', {
              year: yearText,
              name: signed.signedByName ?? translate('balances.unknownUser'),
              date: formatDateTime(signed.signedAt),
            })}
          </Alert>
        ) : (
          <Alert severity="info" icon={<LockOpenIcon />} sx={{ mb: 2 }} data-testid="balance-open">
            {translate('balances.open', { year: yearText })}
            {!hasEnded(year, currentYear) &&
              ` ${translate('balances.notEnded', { year: yearText, next: String(year + 1) })}`}
          </Alert>
        ))}

      <ErrorBanner
        message={balance.error ? errorMessage(balance.error, translate('balances.loadFailed')) : null}
      />

      <Card variant="outlined" sx={{ mb: 2 }}>
        <CardContent>
          {balance.loading && !rows ? (
            <Box sx={{ display: 'grid', placeItems: 'center', py: 4 }}>
              <Spinner />
            </Box>
          ) : rows && rows.length === 0 ? (
            <Typography color="text.secondary" data-testid="balance-empty">
              {translate('balances.none', { year: yearText })}
            </Typography>
          ) : (
            rows && <BalanceTable rows={rows} />
          )}
          <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
            {translate('balances.identity')}
          </Typography>
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{ mt: 1 }}
            data-testid="balance-unexplained-hint"
          >
            {translate('balances.unexplainedHint')}{' '}
            <Link component={RouterLink} to={WEIGHT_GAP_LIST} data-testid="balance-gap-list">
              {translate('balances.unexplainedLink')}
            </Link>
          </Typography>
        </CardContent>
      </Card>

      <Card variant="outlined">
        <CardContent>
          <Typography variant="h6" component="h2" sx={{ fontSize: '1.05rem', fontWeight: 700 }}>
            {translate('balances.signOffs')}
          </Typography>
          {signOffs.data && signOffs.data.length === 0 ? (
            <Typography color="text.secondary" sx={{ mt: 1 }}>
              {translate('balances.signOffsNone')}
            </Typography>
          ) : (
            <List dense data-testid="balance-sign-offs">
              {(signOffs.data ?? []).map((s) => (
                <ListItem key={s.year} divider data-testid="balance-sign-off-row" data-year={s.year}>
                  <ListItemIcon sx={{ minWidth: 36 }}>
                    <LockIcon fontSize="small" color="success" />
                  </ListItemIcon>
                  <ListItemText
                    primary={
                      <Link component={RouterLink} to={`?year=${s.year}`}>
                        {s.year}
                      </Link>
                    }
                    secondary={`${translate('balances.signedBy')} ${s.signedByName ?? translate('balances.unknownUser')} · ${formatDateTime(s.signedAt)}`}
                  />
                </ListItem>
              ))}
            </List>
          )}
        </CardContent>
      </Card>

      <Confirm
        isOpen={confirming}
        loading={signing}
        title={translate('balances.signOffTitle', { year: yearText })}
        content={translate('balances.signOffText', { year: yearText })}
        confirm={translate('balances.signOffConfirm')}
        cancel={translate('app.action.cancel')}
        confirmColor="warning"
        onConfirm={handle(signOff)}
        onClose={() => setConfirming(false)}
      />
    </Box>
  );
}
