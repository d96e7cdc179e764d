import { Tooltip } from '@mui/material';
import LocalGasStationIcon from '@mui/icons-material/LocalGasStation';
import RecyclingIcon from '@mui/icons-material/Recycling';
import { useTranslate } from 'react-admin';

/** Fill-up cylinders: a pump; reclaim cylinders: the recycling arrows. */
export function CylinderTypeIcon({ type }: { type: string }) {
  const translate = useTranslate();
  const label = translate(`enums.cylinderType.${type}`, { _: type });
  return (
    <Tooltip title={label}>
      {type === 'RECLAIM' ? (
        <RecyclingIcon color="success" aria-label={label} data-testid="type-icon-RECLAIM" />
      ) : (
        <LocalGasStationIcon color="primary" aria-label={label} data-testid="type-icon-FILL_UP" />
      )}
    </Tooltip>
  );
}

export default CylinderTypeIcon;
