import { Chip, Tooltip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatDate } from '../common/format';
import type { Cylinder } from '../api/types';
import { RENTAL_CHIP_COLOURS, RETEST_CHIP_COLOURS } from './cylinderLife';

type ChipCylinder = Pick<
  Cylinder,
  'rentalStatus' | 'retestStatus' | 'rentalFreeUntil' | 'retestDue' | 'returnedOn'
>;

/** The rental traffic light (green, amber, red) of a rented cylinder; nothing for NONE. */
export function RentalChip({ cylinder }: { cylinder: ChipCylinder }) {
  const translate = useTranslate();
  const colour = RENTAL_CHIP_COLOURS[cylinder.rentalStatus];
  if (!colour) return null;
  const status = translate(`enums.rentalStatus.${cylinder.rentalStatus}`);
  return (
    <Tooltip
      title={translate('cylinders.life.rentalFreeUntilOn', { date: formatDate(cylinder.rentalFreeUntil) })}
    >
      <Chip
        size="small"
        color={colour}
        // Only red is filled: a filled amber chip is a light patch on the dark theme.
        variant={cylinder.rentalStatus === 'RED' ? 'filled' : 'outlined'}
        label={status}
        data-testid="rental-chip"
        data-status={cylinder.rentalStatus}
        sx={{ fontWeight: 600, height: 22 }}
      />
    </Tooltip>
  );
}

/** A warning chip when the cylinder's pressure retest is due soon or overdue; nothing when OK. */
export function RetestChip({ cylinder }: { cylinder: ChipCylinder }) {
  const translate = useTranslate();
  const colour = RETEST_CHIP_COLOURS[cylinder.retestStatus];
  if (!colour) return null;
  return (
    <Tooltip title={translate('cylinders.life.retestDueOn', { date: formatDate(cylinder.retestDue) })}>
      <Chip
        size="small"
        color={colour}
        variant="outlined"
        label={translate(`enums.retestStatus.${cylinder.retestStatus}`)}
        data-testid="retest-chip"
        data-status={cylinder.retestStatus}
        sx={{ fontWeight: 600, height: 22 }}
      />
    </Tooltip>
  );
}

/** 'Returned' on a cylinder that went back to its supplier (it keeps its records). */
export function ReturnedChip({ cylinder }: { cylinder: ChipCylinder }) {
  const translate = useTranslate();
  if (!cylinder.returnedOn) return null;
  return (
    <Tooltip title={translate('cylinders.return.returnedTitle')}>
      <Chip
        size="small"
        variant="outlined"
        label={`${translate('cylinders.return.returnedChip')} ${formatDate(cylinder.returnedOn)}`}
        data-testid="returned-chip"
        sx={{ fontWeight: 600, height: 22 }}
      />
    </Tooltip>
  );
}

/** The compliance chips of one cylinder, side by side. */
export function ComplianceChips({ cylinder }: { cylinder: ChipCylinder }) {
  return (
    <>
      <ReturnedChip cylinder={cylinder} />
      <RentalChip cylinder={cylinder} />
      <RetestChip cylinder={cylinder} />
    </>
  );
}
