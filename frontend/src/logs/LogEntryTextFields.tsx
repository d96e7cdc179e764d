import { TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { toLocalInput } from './localInput';

/** The entry's date and time (datetime-local text), no later than now. */
export function LogEntryDateField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (date: string) => void;
  error: string | null;
}) {
  const translate = useTranslate();
  return (
    <TextField
      type="datetime-local"
      label={translate('logs.date')}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={!!error}
      helperText={error ?? translate('logs.dateHint')}
      slotProps={{
        inputLabel: { shrink: true },
        htmlInput: { name: 'date', 'data-testid': 'log-date', max: toLocalInput(new Date()) },
      }}
    />
  );
}

/** The entry's note (at most 2000 characters). */
export function NoteField({ value, onChange }: { value: string; onChange: (note: string) => void }) {
  const translate = useTranslate();
  return (
    <TextField
      label={translate('logs.note')}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      // A fixed height, not auto-growing: the growing field measured itself with a forced layout in
      // the page's first render (about 140 ms of a phone's first second); a longer note scrolls.
      // The plain textarea: with `rows` alone the input still mounts the auto-sizing one (pinned to
      // two rows), whose measuring forced that layout all the same.
      multiline
      rows={2}
      slotProps={{
        input: { inputComponent: 'textarea' },
        htmlInput: { name: 'note', maxLength: 2000 },
      }}
    />
  );
}
