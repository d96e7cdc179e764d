import { TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ContentOrigin } from '@domain';
import { EnumSelect } from './EnumSelect';
import { asksFacility, CONTENT_ORIGINS, type OriginValues } from './contentOrigin';

/**
 * Where the gas in the cylinder comes from (Art. 7(d)): virgin, recycled or reclaimed, and for the last two
 * the facility that treated it (name required, address and certificate number).
 */
export function OriginFields({
  value,
  onChange,
  nameError,
  cylinderType = 'FILL_UP',
}: {
  value: OriginValues;
  onChange: (next: OriginValues) => void;
  nameError: string | null;
  cylinderType?: string;
}) {
  const translate = useTranslate();
  const t = (key: string) => translate(`cylinders.origin.${key}`);
  const set = (k: keyof OriginValues) => (e: { target: { value: string } }) =>
    onChange({ ...value, [k]: e.target.value });
  // A recovery cylinder's content is recovered gas, named by its reclaims: nothing to choose.
  if (cylinderType === 'RECLAIM')
    return (
      <Typography
        variant="body2"
        color="text.secondary"
        data-testid="origin-recovered"
        sx={{ alignSelf: 'center' }}
      >
        {t('recoveredHint')}
      </Typography>
    );
  return (
    <>
      <EnumSelect
        name="contentOrigin"
        label={t('contentOrigin')}
        values={CONTENT_ORIGINS}
        group="contentOrigin"
        value={value.contentOrigin}
        onChange={(x) => onChange({ ...value, contentOrigin: x as ContentOrigin })}
        required
      />
      {asksFacility(value.contentOrigin) && (
        <>
          <TextField
            name="originFacilityName"
            label={t('facilityName')}
            value={value.facilityName}
            onChange={set('facilityName')}
            required
            error={!!nameError}
            helperText={nameError ?? t('facilityHint')}
            slotProps={{ htmlInput: { maxLength: 200 } }}
          />
          <TextField
            name="originFacilityAddress"
            label={t('facilityAddress')}
            value={value.facilityAddress}
            onChange={set('facilityAddress')}
            slotProps={{ htmlInput: { maxLength: 500 } }}
          />
          <TextField
            name="originFacilityCertificate"
            label={t('facilityCertificate')}
            value={value.facilityCertificate}
            onChange={set('facilityCertificate')}
            slotProps={{ htmlInput: { maxLength: 100 } }}
          />
        </>
      )}
    </>
  );
}
