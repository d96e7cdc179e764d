import { Box, Tooltip } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { fillLevel as domainFillLevel, fillPercent as domainFillPercent } from '@domain';
import { formatNumber } from './format';

interface Props {
  /** Current content in kg (used when fillPercent/fillLevel are not given). */
  currentWeight?: number | string | null;
  /** Initial content in kg (delivery - tare). */
  initialWeight?: number | string | null;
  /** As answered by the API; preferred when present. */
  fillPercent?: number | null;
  fillLevel?: 'FULL' | 'IN_USE' | 'EMPTY' | null;
  width?: number | string;
}

const COLOURS = { FULL: '#16a34a', IN_USE: '#f59e0b', EMPTY: '#dc2626' } as const;

/** A thin bar showing how full a cylinder is, coloured by fill level (full > 80 %, in use > 20 %, else empty). */
export function FillLevelBar({ currentWeight, initialWeight, fillPercent, fillLevel, width = 72 }: Props) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const haveWeights = currentWeight != null && initialWeight != null;
  const percent = fillPercent ?? (haveWeights ? domainFillPercent(currentWeight, initialWeight) : 0);
  const level = fillLevel ?? (haveWeights ? domainFillLevel(currentWeight, initialWeight) : 'EMPTY');
  const shown = Math.max(0, Math.min(100, percent));
  const label = `${translate(`enums.fillLevel.${level}`)} (${formatNumber(percent, locale, undefined, 1)}%)`;
  return (
    <Tooltip title={label}>
      <Box
        role="meter"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={shown}
        data-testid="fill-level"
        data-level={level}
        sx={{ width, height: 6, borderRadius: 3, bgcolor: 'action.hover', overflow: 'hidden' }}
      >
        <Box sx={{ width: `${shown}%`, height: '100%', bgcolor: COLOURS[level] }} />
      </Box>
    </Tooltip>
  );
}

export default FillLevelBar;
