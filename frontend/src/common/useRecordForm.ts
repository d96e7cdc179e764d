import { useEffect, useRef, useState } from 'react';
import { useTranslate, type RaRecord } from 'react-admin';
import { useFormValidation, type Rules } from './useFormValidation';
import { useRecordSave } from './useRecordSave';

type FormValues = Record<string, string | boolean>;

interface Options<V extends FormValues, R extends RaRecord, F extends keyof V & string> {
  resource: string;
  /** The record to edit; null creates a new one. */
  record: R | null;
  open: boolean;
  /** The form's values for a record (null: a new one), taken each time the dialog opens. */
  valuesOf: (record: R | null) => V;
  rules: Rules<F>;
  onSaved: () => void;
  onClose: () => void;
}

/**
 * The state of a register's create/edit dialog: its values (taken from the record whenever the dialog
 * opens, with earlier errors cleared), the checks on submit, saving ({@link useRecordSave}), and the props
 * of each text field, labelled `resources.<resource>.fields.<name>` like the register's columns. A field
 * shows its own check's message first, else the server's reason for refusing it, until it changes.
 */
export function useRecordForm<V extends FormValues, R extends RaRecord, F extends keyof V & string>({
  resource,
  record,
  open,
  valuesOf,
  rules,
  onSaved,
  onClose,
}: Options<V, R, F>) {
  const translate = useTranslate();
  const [values, setValues] = useState<V>(() => valuesOf(null));
  const saver = useRecordSave(resource, record, { onSaved, onClose });
  const check = useFormValidation<F>(rules);
  const { reset: resetSave, clearFieldError } = saver;
  const { reset: resetChecks } = check;
  // The values are taken when the dialog opens, not on every render of a caller's inline function.
  const valuesOfRef = useRef(valuesOf);
  valuesOfRef.current = valuesOf;

  useEffect(() => {
    if (open) {
      setValues(valuesOfRef.current(record));
      resetSave();
      resetChecks();
    }
  }, [open, record, resetChecks, resetSave]);

  const isChecked = (name: keyof V): name is F => name in rules;

  function setValue<K extends keyof V>(name: K, value: V[K]) {
    if (isChecked(name)) check.clear(name);
    clearFieldError(name as string);
    setValues((current) => ({ ...current, [name]: value }));
  }

  /** A text field's props: label, name, value, change handler, and its error or `hint` below it. */
  function field(name: keyof V & string, hint?: string) {
    const own = isChecked(name) ? check.errors[name] : undefined;
    const server = saver.fieldErrors[name];
    const message = own ?? server;
    return {
      label: translate(`resources.${resource}.fields.${name}`),
      name,
      value: values[name] as string,
      onChange: (event: { target: { value: string } }) =>
        setValue(name, event.target.value as V[typeof name]),
      error: !!message,
      helperText: message ?? hint,
    };
  }

  return { values, setValue, field, saver, check };
}
