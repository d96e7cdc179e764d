import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useFormatNumber } from '../common';
import { expectedGrossKg } from './expectedGross';

/** What the scale should read now: the cylinder's content plus its tare (a new entry only). */
export function ExpectedGross({ contentKg, tareKg }: { contentKg: number; tareKg: number }) {
  const translate = useTranslate();
  const { kgNumber } = useFormatNumber();
  return (
    <Typography
      variant="body2"
      color="text.secondary"
      sx={{ gridColumn: { sm: '1 / -1' } }}
      data-testid="log-expected-gross"
    >
      {translate('logs.expectedGross', {
        gross: kgNumber(expectedGrossKg(contentKg, tareKg)),
        content: kgNumber(contentKg),
        tare: kgNumber(tareKg),
      })}
    </Typography>
  );
}
