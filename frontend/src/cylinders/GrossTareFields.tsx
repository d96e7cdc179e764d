import { Box, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useFormatNumber } from '../common';
import { contentOf } from './grossWeight';

interface Props {
  delivery: string;
  tare: string;
  onChange: (field: 'deliveryWeight' | 'tareWeight', text: string) => void;
  deliveryError: string | null;
  tareError: string | null;
}

/**
 * The delivery weight is the gross weight (cylinder and gas, as the scale reads it on arrival), not the
 * gas in it: the field says so, sits beside the tare on every screen width, and shows the content the two
 * leave. Both take a comma or a dot.
 */
export function GrossTareFields({ delivery, tare, onChange, deliveryError, tareError }: Props) {
  const translate = useTranslate();
  const { kgNumber } = useFormatNumber();
  const content = contentOf(delivery, tare);
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: '1fr 1fr',
        gap: 2,
        gridColumn: '1 / -1',
        alignItems: 'start',
      }}
      data-testid="gross-tare"
    >
      {/* Short field labels fit two side by side on a phone; the line above says what they weigh. */}
      <Typography
        variant="body2"
        color="text.secondary"
        sx={{ gridColumn: '1 / -1', mb: -1 }}
        data-testid="gross-tare-caption"
      >
        {translate('cylinders.gross.caption')}
      </Typography>
      <TextField
        name="deliveryWeight"
        label={translate('cylinders.gross.grossLabel')}
        value={delivery}
        onChange={(e) => onChange('deliveryWeight', e.target.value)}
        required
        error={!!deliveryError}
        helperText={
          deliveryError ??
          (content === null
            ? translate('cylinders.gross.hint')
            : translate('cylinders.gross.content', { content: kgNumber(content) }))
        }
        slotProps={{
          htmlInput: { inputMode: 'decimal', autoComplete: 'off', 'data-testid': 'delivery-weight' },
          formHelperText: { 'data-testid': 'delivery-weight-help' } as object,
        }}
      />
      <TextField
        name="tareWeight"
        label={translate('cylinders.gross.tareLabel')}
        value={tare}
        onChange={(e) => onChange('tareWeight', e.target.value)}
        required
        error={!!tareError}
        helperText={tareError ?? translate('cylinders.gross.tareHint')}
        slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off', 'data-testid': 'tare-weight' } }}
      />
    </Box>
  );
}
