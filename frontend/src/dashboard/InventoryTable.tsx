import {
  Box,
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
import { formatNumber, useFormatKg, useLocale } from '../common';
import { LEVEL_COLOURS } from './InventoryChart';
import type { InventoryLine } from '../api/types';

const LEVELS = ['full', 'inUse', 'empty'] as const;

/**
 * Inventory by gas type: a table on wider screens; on phones one card per gas type, so long gas names keep
 * whole words and the full / in use / empty counts each get their own label.
 */
export function InventoryTable({ lines }: { lines: InventoryLine[] }) {
  const translate = useTranslate();
  const locale = useLocale();
  const kg = useFormatKg();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const number = (n: number) => formatNumber(n, locale);
  const tonnes = (l: InventoryLine) =>
    l.co2eTonnes === null
      ? '-'
      : translate('app.tonnesCo2e', { value: formatNumber(l.co2eTonnes, locale, 3) });
  const kind = (l: InventoryLine) =>
    [
      // The type's word in the user's language (HFK in Dutch), never the stored code.
      l.refrigerantType
        ? translate(`enums.refrigerantType.${l.refrigerantType}`, { _: l.refrigerantType })
        : null,
      l.gwp !== null ? translate('dashboard.inventory.gwp', { gwp: formatNumber(l.gwp, locale, 0) }) : null,
    ]
      .filter(Boolean)
      .join(' · ');

  if (phone) {
    return (
      <Box
        component="ul"
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}
        data-testid="inventory-cards"
      >
        {lines.map((l) => (
          <Box
            component="li"
            key={l.gasType}
            data-testid="inventory-row"
            data-gas={l.gasType}
            sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.25 }}
          >
            <Typography
              sx={{ fontWeight: 700, overflowWrap: 'break-word', hyphens: 'none' }}
              data-testid="inventory-gas"
            >
              {l.gasType}
            </Typography>
            <Typography variant="caption" color="text.secondary" component="div">
              <Box
                component="span"
                data-testid="inventory-count"
                data-count={l.count}
                sx={{ fontWeight: 700, color: 'text.primary' }}
              >
                {translate('dashboard.chart.bottles', { smart_count: l.count })}
              </Box>
              {kind(l) && ` · ${kind(l)}`}
            </Typography>
            <Box
              data-testid="inventory-levels"
              data-full={l.full}
              data-in-use={l.inUse}
              data-empty={l.empty}
              sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1.5, rowGap: 0.25, mt: 0.75 }}
            >
              {LEVELS.map((k) => (
                <Box key={k} sx={{ display: 'flex', alignItems: 'center', gap: 0.5, whiteSpace: 'nowrap' }}>
                  <Box sx={{ width: 8, height: 8, borderRadius: '2px', bgcolor: LEVEL_COLOURS[k] }} />
                  <Typography variant="caption">
                    {translate(`dashboard.inventory.${k}`)}{' '}
                    <Box component="span" sx={{ fontWeight: 700 }}>
                      {number(l[k])}
                    </Box>
                  </Typography>
                </Box>
              ))}
            </Box>
            <Typography variant="body2" sx={{ mt: 0.5 }}>
              <Box component="span" data-testid="inventory-kg" sx={{ fontWeight: 700 }}>
                {kg(l.totalKg)}
              </Box>
              <Box component="span" sx={{ color: 'text.secondary' }}>
                {' · '}
                {tonnes(l)}
              </Box>
            </Typography>
          </Box>
        ))}
      </Box>
    );
  }

  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" data-testid="inventory-table">
        <TableHead>
          <TableRow>
            <TableCell>{translate('dashboard.inventory.gasType')}</TableCell>
            <TableCell align="right">
              {translate('dashboard.inventory.count')}
              <Typography variant="caption" color="text.secondary" component="div" noWrap>
                {translate('dashboard.inventory.full')} / {translate('dashboard.inventory.inUse')} /{' '}
                {translate('dashboard.inventory.empty')}
              </Typography>
            </TableCell>
            <TableCell align="right">
              {translate('dashboard.inventory.totalKg')}
              <Typography variant="caption" color="text.secondary" component="div" noWrap>
                {translate('dashboard.inventory.co2e')}
              </Typography>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {lines.map((l) => (
            <TableRow key={l.gasType} data-testid="inventory-row" data-gas={l.gasType}>
              <TableCell sx={{ minWidth: 120, overflowWrap: 'break-word' }}>
                <Box sx={{ fontWeight: 600 }} data-testid="inventory-gas">
                  {l.gasType}
                </Box>
                <Typography variant="caption" color="text.secondary" component="div">
                  {kind(l)}
                </Typography>
              </TableCell>
              <TableCell align="right">
                <Box data-testid="inventory-count" sx={{ fontWeight: 600 }}>
                  {number(l.count)}
                </Box>
                <Typography
                  variant="caption"
                  color="text.secondary"
                  component="div"
                  noWrap
                  data-testid="inventory-levels"
                >
                  {number(l.full)} / {number(l.inUse)} / {number(l.empty)}
                </Typography>
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                <Box data-testid="inventory-kg" sx={{ fontWeight: 600 }}>
                  {kg(l.totalKg)}
                </Box>
                <Typography variant="caption" color="text.secondary" component="div">
                  {tonnes(l)}
                </Typography>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

export default InventoryTable;
