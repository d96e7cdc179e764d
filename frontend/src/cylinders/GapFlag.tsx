import { Chip, Tooltip } from '@mui/material';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { useTranslate } from 'react-admin';
import type { Cylinder } from '../api/types';

/** A warning chip on a cylinder whose mutation log has an unexplained weight gap; nothing otherwise. */
export function GapFlag({ cylinder }: { cylinder: Pick<Cylinder, 'hasWeightGap'> }) {
  const translate = useTranslate();
  if (!cylinder.hasWeightGap) return null;
  return (
    <Tooltip title={translate('cylinders.gapHint')}>
      <Chip
        size="small"
        color="warning"
        variant="outlined"
        icon={<WarningAmberIcon />}
        label={translate('cylinders.gapFlag')}
        data-testid="gap-flag"
        sx={{ ml: 0.5, fontWeight: 600 }}
      />
    </Tooltip>
  );
}
