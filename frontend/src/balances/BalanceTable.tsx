import {
  Box,
  Link,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { formatNumber } from '../common/format';
import { useLocale } from '../common/useLocale';
import { cylinderListUrl } from '../dashboard/complianceLinks';
import { BALANCE_COLUMNS, co2eField, co2eTotals, type BalanceColumn, type BalanceRow } from './balanceLogic';

/** The weight-gap list: the cylinders whose gaps make up the unexplained column. */
export const WEIGHT_GAP_LIST = cylinderListUrl({ hasWeightGap: true });

/** One figure: kg exact to the gram, its t CO2e under it (or 'no GWP'); unexplained ones link to the gaps. */
function Figure({ row, column }: { row: BalanceRow; column: BalanceColumn }) {
  const translate = useTranslate();
  const locale = useLocale();
  const kg = row[column];
  const co2e = row[co2eField(column)];
  const kgText = `${formatNumber(kg, locale, 3)} kg`;
  return (
    <Box data-testid={`balance-${column}`} data-kg={kg} data-co2e={co2e ?? ''}>
      <Typography variant="body2" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }} component="div">
        {column === 'unexplainedKg' && kg !== 0 ? (
          <Link
            component={RouterLink}
            to={WEIGHT_GAP_LIST}
            color="warning.main"
            data-testid="balance-gap-link"
          >
            {kgText}
          </Link>
        ) : (
          kgText
        )}
      </Typography>
      <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: 'nowrap' }} component="div">
        {co2e === null
          ? translate('balances.noGwp')
          : translate('app.tonnesCo2e', { value: formatNumber(co2e, locale, 3) })}
      </Typography>
    </Box>
  );
}

/** The year's rows, one per gas, and the t CO2e totals: a table on desktop, a card per gas on phones. */
export function BalanceTable({ rows }: { rows: BalanceRow[] }) {
  const translate = useTranslate();
  const locale = useLocale();
  const phone = useMediaQuery((t: Theme) => t.breakpoints.down('md'));
  const totals = co2eTotals(rows);
  const label = (column: BalanceColumn) => translate(`resources.balances.fields.${column}`);
  const total = (column: BalanceColumn) =>
    totals[column] === null
      ? '-'
      : translate('app.tonnesCo2e', { value: formatNumber(totals[column], locale, 3) });

  if (phone)
    return (
      <Box data-testid="balance-cards">
        {rows.map((row) => (
          <Box
            key={row.gas}
            data-testid="balance-row"
            data-gas={row.gas}
            sx={{ py: 1.5, borderBottom: 1, borderColor: 'divider' }}
          >
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
              {row.gas}
              {row.gwp !== null && (
                <Typography component="span" variant="caption" color="text.secondary" sx={{ ml: 1 }}>
                  GWP {formatNumber(row.gwp, locale, 0)}
                </Typography>
              )}
            </Typography>
            {BALANCE_COLUMNS.map((column) => (
              <Box
                key={column}
                sx={{
                  display: 'flex',
                  justifyContent: 'space-between',
                  alignItems: 'flex-start',
                  gap: 1,
                  py: 0.25,
                }}
              >
                <Typography variant="body2" color="text.secondary">
                  {label(column)}
                </Typography>
                <Box sx={{ textAlign: 'right' }}>
                  <Figure row={row} column={column} />
                </Box>
              </Box>
            ))}
          </Box>
        ))}
        <Box sx={{ py: 1.5 }} data-testid="balance-total">
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
            {translate('balances.total')}
          </Typography>
          {BALANCE_COLUMNS.map((column) => (
            <Box key={column} sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
              <Typography variant="body2" color="text.secondary">
                {label(column)}
              </Typography>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {total(column)}
              </Typography>
            </Box>
          ))}
        </Box>
      </Box>
    );

  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" data-testid="balance-table">
        <TableHead>
          <TableRow>
            <TableCell>{translate('resources.balances.fields.gas')}</TableCell>
            {BALANCE_COLUMNS.map((column) => (
              <TableCell key={column} align="right" sx={{ fontWeight: 700 }}>
                {label(column)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.gas} hover data-testid="balance-row" data-gas={row.gas}>
              <TableCell>
                <Typography variant="body2" sx={{ fontWeight: 700 }}>
                  {row.gas}
                </Typography>
                {row.gwp !== null && (
                  <Typography variant="caption" color="text.secondary">
                    GWP {formatNumber(row.gwp, locale, 0)}
                  </Typography>
                )}
              </TableCell>
              {BALANCE_COLUMNS.map((column) => (
                <TableCell key={column} align="right">
                  <Figure row={row} column={column} />
                </TableCell>
              ))}
            </TableRow>
          ))}
          <TableRow data-testid="balance-total">
            <TableCell sx={{ fontWeight: 700 }}>{translate('balances.total')}</TableCell>
            {BALANCE_COLUMNS.map((column) => (
              <TableCell key={column} align="right" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
                {total(column)}
              </TableCell>
            ))}
          </TableRow>
        </TableBody>
      </Table>
    </Box>
  );
}
