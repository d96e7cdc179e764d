import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useFormatKg } from '../common';
import type { InventoryLine } from '../api/types';

export const LEVEL_COLOURS = { full: '#16a34a', inUse: '#f59e0b', empty: '#dc2626' } as const;

/**
 * One row per gas type: a bar whose length is the kilograms of gas (relative to the largest), split in
 * the colours of the bottles that are full / in use / empty. Plain SVG, no chart library.
 */
export function InventoryChart({ lines }: { lines: InventoryLine[] }) {
  const translate = useTranslate();
  const kg = useFormatKg();
  const maxKg = Math.max(0, ...lines.map((l) => l.totalKg));
  return (
    <Box data-testid="inventory-chart">
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>
        {translate('dashboard.chart.subtitle')}
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, mb: 1, flexWrap: 'wrap' }}>
        {(['full', 'inUse', 'empty'] as const).map((k) => (
          <Box key={k} sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
            <Box sx={{ width: 10, height: 10, borderRadius: '2px', bgcolor: LEVEL_COLOURS[k] }} />
            <Typography variant="caption">
              {translate(
                `dashboard.chart.legend${k === 'full' ? 'Full' : k === 'inUse' ? 'InUse' : 'Empty'}`,
              )}
            </Typography>
          </Box>
        ))}
      </Box>
      {lines.map((l) => {
        const share = maxKg > 0 ? l.totalKg / maxKg : 0;
        const widthPct = Math.max(share * 100, l.count > 0 ? 2 : 0);
        const total = l.full + l.inUse + l.empty || 1;
        let x = 0;
        const parts = (['full', 'inUse', 'empty'] as const).map((k) => {
          const w = (l[k] / total) * 100;
          const rect = { k, x, w };
          x += w;
          return rect;
        });
        const label = `${l.gasType}: ${kg(l.totalKg)}, ${translate('dashboard.chart.bottles', { smart_count: l.count })} (${l.full} / ${l.inUse} / ${l.empty})`;
        return (
          <Box key={l.gasType} sx={{ mb: 1 }} data-testid="inventory-chart-row">
            <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
              <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap>
                {l.gasType}
              </Typography>
              <Typography variant="body2" color="text.secondary" noWrap>
                {kg(l.totalKg)} · {translate('dashboard.chart.bottles', { smart_count: l.count })}
              </Typography>
            </Box>
            <svg width="100%" height="14" role="img" aria-label={label} preserveAspectRatio="none">
              <title>{label}</title>
              <rect x="0" y="0" width="100%" height="14" rx="3" fill="currentColor" opacity="0.08" />
              <svg
                x="0"
                y="0"
                width={`${widthPct}%`}
                height="14"
                viewBox="0 0 100 14"
                preserveAspectRatio="none"
              >
                {parts.map((p) =>
                  p.w > 0 ? (
                    <rect key={p.k} x={p.x} y="0" width={p.w} height="14" fill={LEVEL_COLOURS[p.k]} />
                  ) : null,
                )}
              </svg>
            </svg>
          </Box>
        );
      })}
    </Box>
  );
}

export default InventoryChart;
