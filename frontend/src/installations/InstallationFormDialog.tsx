import { Box, Checkbox, FormControlLabel, MenuItem, TextField } from '@mui/material';
import { useGetList, useTranslate } from 'react-admin';
import { RecordFormDialog } from '../common/RecordFormDialog';
import { useRecordForm } from '../common/useRecordForm';
import { rules } from '../common/useFormValidation';
import type { Installation, Refrigerant } from '../api/types';
import { CustomerPicker } from '../customers/CustomerPicker';
import { CustomerAddressOffer } from './CustomerAddressOffer';
import { chargeKgError, chargeKgValue } from './chargeKg';
import { formatKgInputText } from '../common/decimalInput';
import { useLocale } from '../common/useLocale';

const CATEGORIES = ['REFRIGERATION', 'AIR_CONDITIONING', 'HEAT_PUMP', 'OTHER'] as const;
const TEXTS = ['name', 'address', 'manufacturer', 'model', 'serialNumber'] as const;

const chargeRule = (value: unknown) => {
  const e = chargeKgError(String(value ?? ''));
  return e ? { message: e.key, args: e.params ?? {} } : undefined;
};

const RULES = {
  customerId: [rules.required()],
  name: [rules.required()],
  refrigerantId: [rules.required()],
  chargeKg: [rules.required(), chargeRule],
};

type Values = {
  customerId: string;
  name: string;
  address: string;
  category: string;
  manufacturer: string;
  model: string;
  serialNumber: string;
  refrigerantId: string;
  chargeKg: string;
  installedOn: string;
  hermeticallySealed: boolean;
  leakDetectionSystem: boolean;
};

const valuesOf =
  (customerId: number | undefined, locale: string) =>
  (r: Installation | null): Values => ({
    customerId: String(r?.customerId ?? customerId ?? ''),
    name: r?.name ?? '',
    address: r?.address ?? '',
    category: r?.category ?? 'REFRIGERATION',
    manufacturer: r?.manufacturer ?? '',
    model: r?.model ?? '',
    serialNumber: r?.serialNumber ?? '',
    refrigerantId: String(r?.refrigerantId ?? ''),
    chargeKg: r ? formatKgInputText(r.chargeKg, locale) : '',
    installedOn: r?.installedOn ?? '',
    hermeticallySealed: r?.hermeticallySealed ?? false,
    leakDetectionSystem: r?.leakDetectionSystem ?? false,
  });

/**
 * Modal 'Add installation' / 'Edit installation'. The charge is checked to the gram as the server checks
 * it; the server's refusals (name taken for this customer, validation) show in the user's language.
 */
export function InstallationFormDialog({
  open,
  record,
  customerId,
  onClose,
  onSaved,
}: {
  open: boolean;
  record: Installation | null;
  /** The customer a new installation belongs to (from a customer's page). */
  customerId?: number;
  onClose: () => void;
  onSaved: () => void;
}) {
  const translate = useTranslate();
  const locale = useLocale();
  const form = useRecordForm({
    resource: 'installations',
    record,
    open,
    valuesOf: valuesOf(customerId, locale),
    rules: RULES,
    onSaved,
    onClose,
  });
  const { values, saver, check, setValue } = form;
  const { data: refrigerants = [] } = useGetList<Refrigerant>(
    'refrigerants',
    { pagination: { page: 1, perPage: 500 }, sort: { field: 'name', order: 'ASC' } },
    { enabled: open },
  );

  async function submit() {
    if (!check.validate(values)) return;
    const text = Object.fromEntries(
      TEXTS.map((f) => [f, values[f].trim() === '' ? (f === 'name' ? '' : null) : values[f].trim()]),
    );
    await saver.save({
      ...text,
      customerId: Number(values.customerId),
      refrigerantId: Number(values.refrigerantId),
      category: values.category,
      chargeKg: chargeKgValue(values.chargeKg),
      installedOn: values.installedOn || null,
      hermeticallySealed: values.hermeticallySealed,
      leakDetectionSystem: values.leakDetectionSystem,
    });
  }

  const { label, error, helperText } = form.field('customerId');
  const customerField = { label, error, helperText };
  const select = (name: 'refrigerantId' | 'category') => ({
    ...form.field(name),
    select: true,
    slotProps: { select: { SelectDisplayProps: { 'data-testid': `select-${name}` } as object } },
  });

  return (
    <RecordFormDialog
      open={open}
      editing={!!record}
      title={translate(record ? 'installations.edit' : 'installations.add')}
      testId="installation"
      saver={saver}
      onClose={onClose}
      onSubmit={submit}
    >
      <Box sx={{ mt: 1 }}>
        <CustomerPicker
          {...customerField}
          value={values.customerId}
          onChange={(id) => setValue('customerId', id)}
          required
          disabled={!!record}
        />
      </Box>
      <TextField {...form.field('name')} required />
      <TextField {...select('category')}>
        {CATEGORIES.map((c) => (
          <MenuItem key={c} value={c}>
            {translate(`enums.installationCategory.${c}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField {...select('refrigerantId')} required>
        {refrigerants.map((r) => (
          <MenuItem key={r.id} value={String(r.id)}>
            {r.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField {...form.field('chargeKg')} required slotProps={{ htmlInput: { inputMode: 'decimal' } }} />
      <TextField {...form.field('installedOn')} type="date" slotProps={{ inputLabel: { shrink: true } }} />
      <TextField {...form.field('address')} />
      <CustomerAddressOffer
        customerId={values.customerId}
        address={values.address}
        onUse={(address) => setValue('address', address)}
      />
      <TextField {...form.field('manufacturer')} />
      <TextField {...form.field('model')} />
      <TextField {...form.field('serialNumber')} />
      <FormControlLabel
        control={
          <Checkbox
            name="hermeticallySealed"
            checked={values.hermeticallySealed}
            onChange={(e) => setValue('hermeticallySealed', e.target.checked)}
          />
        }
        label={translate('resources.installations.fields.hermeticallySealed')}
      />
      <FormControlLabel
        control={
          <Checkbox
            name="leakDetectionSystem"
            checked={values.leakDetectionSystem}
            onChange={(e) => setValue('leakDetectionSystem', e.target.checked)}
          />
        }
        label={translate('resources.installations.fields.leakDetectionSystem')}
      />
    </RecordFormDialog>
  );
}
