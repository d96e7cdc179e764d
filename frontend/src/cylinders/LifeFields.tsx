import { TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { LifeValues } from './cylinderLife';

/**
 * The cylinder's receipt (date, delivery note), rental terms (rented cylinders only) and retest date, as
 * cells of the create and edit forms' two-column grid.
 */
export function LifeFields({
  value,
  onChange,
  ownership,
}: {
  value: LifeValues;
  onChange: (v: LifeValues) => void;
  ownership: string;
}) {
  const translate = useTranslate();
  const field = (name: keyof LifeValues) => translate(`resources.cylinders.fields.${name}`);
  const set = (name: keyof LifeValues) => (e: { target: { value: string } }) =>
    onChange({ ...value, [name]: e.target.value });
  const date = (name: 'receivedOn' | 'rentalFreeUntil' | 'rentalReturnBy' | 'retestDue') => (
    <TextField
      name={name}
      label={field(name)}
      type="date"
      value={value[name]}
      onChange={set(name)}
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
  return (
    <>
      <Typography
        variant="subtitle2"
        component="h3"
        sx={{ gridColumn: '1 / -1', mt: 1, fontWeight: 700 }}
        data-testid="life-fields"
      >
        {translate('cylinders.life.title')}
      </Typography>
      {date('receivedOn')}
      <TextField
        name="deliveryReference"
        label={field('deliveryReference')}
        value={value.deliveryReference}
        onChange={set('deliveryReference')}
        slotProps={{ htmlInput: { maxLength: 100 } }}
      />
      {ownership === 'HUUR' ? (
        <>
          {date('rentalFreeUntil')}
          {date('rentalReturnBy')}
        </>
      ) : (
        <Typography variant="body2" color="text.secondary" sx={{ gridColumn: '1 / -1' }}>
          {translate('cylinders.life.rentalHint')}
        </Typography>
      )}
      {date('retestDue')}
    </>
  );
}

export default LifeFields;
