import { useMemo } from 'react';
import { Box, Typography, useTheme } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatDate, useFormatKg, useFormatNumber } from '../../common';
import { contentSeries } from '../../logs/logEntryLogic';
import type { LogEntry } from '../../api/types';

const W = 320;
const H = 120;
const PAD = { l: 36, r: 8, t: 8, b: 18 };

/** The cylinder's content after each mutation, oldest to newest, starting at the initial content (SVG). */
export function ContentChart({
  cylinder,
  logs,
}: {
  cylinder: { initialWeight: number; currentWeight: number; createdAt: string; logCount?: number };
  logs: LogEntry[];
}) {
  const { initialWeight } = cylinder;
  const translate = useTranslate();
  const kg = useFormatKg();
  const { number } = useFormatNumber();
  const theme = useTheme();
  const points = useMemo(() => contentSeries(cylinder, logs), [cylinder, logs]);
  if (points.length < 2) {
    return (
      <Typography variant="body2" color="text.secondary" data-testid="content-chart-empty">
        {translate('cylinders.detail.chart.empty')}
      </Typography>
    );
  }
  const max = Math.max(...points.map((p) => p.contentKg), initialWeight, 0.001);
  const n = points.length;
  const x = (i: number) => PAD.l + (i * (W - PAD.l - PAD.r)) / (n - 1);
  const y = (v: number) => PAD.t + (1 - Math.max(0, v) / max) * (H - PAD.t - PAD.b);
  const line = points
    .map((p, i) => `${i ? 'L' : 'M'}${x(i).toFixed(1)} ${y(p.contentKg).toFixed(1)}`)
    .join('');
  const area = `${line}L${x(n - 1).toFixed(1)} ${H - PAD.b}L${x(0).toFixed(1)} ${H - PAD.b}Z`;
  const colour = theme.palette.primary.main;
  const last = points[n - 1];
  return (
    <Box data-testid="content-chart" data-points={points.map((p) => p.contentKg).join(',')}>
      <svg
        viewBox={`0 0 ${W} ${H}`}
        width="100%"
        role="img"
        aria-label={translate('cylinders.detail.chart.title')}
        style={{ display: 'block', maxHeight: 180 }}
      >
        <line x1={PAD.l} x2={W - PAD.r} y1={H - PAD.b} y2={H - PAD.b} stroke="currentColor" opacity="0.25" />
        <line x1={PAD.l} x2={W - PAD.r} y1={y(max)} y2={y(max)} stroke="currentColor" opacity="0.1" />
        <text x={PAD.l - 4} y={y(max) + 4} textAnchor="end" fontSize="9" fill="currentColor" opacity="0.7">
          {number(max, 1)}
        </text>
        <text x={PAD.l - 4} y={H - PAD.b + 3} textAnchor="end" fontSize="9" fill="currentColor" opacity="0.7">
          0
        </text>
        <text x={PAD.l} y={H - 4} fontSize="9" fill="currentColor" opacity="0.7">
          {formatDate(points[0].date)}
        </text>
        <text x={W - PAD.r} y={H - 4} fontSize="9" textAnchor="end" fill="currentColor" opacity="0.7">
          {formatDate(last.date)}
        </text>
        <path d={area} fill={colour} opacity="0.12" />
        <path d={line} fill="none" stroke={colour} strokeWidth="2" strokeLinejoin="round" />
        {points.map((p, i) => (
          <circle key={i} cx={x(i)} cy={y(p.contentKg)} r="3" fill={colour}>
            <title>
              {translate('cylinders.detail.chart.point', {
                date: formatDate(p.date),
                value: number(p.contentKg, 2),
              })}
            </title>
          </circle>
        ))}
      </svg>
      <Typography variant="caption" color="text.secondary">
        {kg(points[0].contentKg)} → {kg(last.contentKg)}
      </Typography>
    </Box>
  );
}

export default ContentChart;
