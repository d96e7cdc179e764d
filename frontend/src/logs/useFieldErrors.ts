import { useTranslate } from 'react-admin';
import { parseKg } from './logEntryLogic';
import { logEntryDateError } from './logEntryDate';
import type { Values } from './logEntryValues';
import type { LogEntry } from '../api/types';

interface Args {
  values: Values;
  /** The mutation type asks for an installation (asksInstallation). */
  asked: boolean;
  /** The admin setting: fill-ups and reclaims need an installation. */
  requireInstallation: boolean;
  editing: LogEntry | null;
}

/** The mutation form's readings as numbers and each field's error (shown once the form was submitted). */
export function useFieldErrors({ values, asked, requireInstallation, editing }: Args) {
  const translate = useTranslate();
  const before = parseKg(values.weightBefore);
  const after = parseKg(values.weightAfter);
  const weight = parseKg(values.weight);
  const numberError = (n: number | null) =>
    n !== null && Number.isNaN(n)
      ? translate('logs.invalidNumber')
      : n !== null && n < 0
        ? translate('logs.negative')
        : null;
  const fieldErrors = {
    userId: values.userId === '' ? translate('logs.required') : null,
    mutationType: values.mutationType === '' ? translate('logs.required') : null,
    weightBefore: numberError(before),
    weightAfter: numberError(after),
    weight: numberError(weight),
    installationId:
      asked && requireInstallation && (values.installationId ?? '') === ''
        ? translate('logs.required')
        : null,
    date:
      editing || values.dateChanged
        ? (() => {
            const key = logEntryDateError(values.date, new Date());
            return key ? translate(key) : null;
          })()
        : null,
  };
  return { before, after, weight, fieldErrors };
}
