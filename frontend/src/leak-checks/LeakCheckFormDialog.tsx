import { useEffect, useState } from 'react';
import { MenuItem, TextField } from '@mui/material';
import { useCreate, useGetList, useNotify, useTranslate, useUpdate } from 'react-admin';
import { isQueuedRecord } from '../offline/queuedRecord';
import { FormDialog } from '../common/FormDialog';
import { ErrorBanner } from '../common/ErrorBanner';
import { useErrorMessage } from '../common/errors';
import { serverFieldErrors } from '../common/serverFieldErrors';
import { formatDate } from '../common/format';
import type { LeakCheck, User } from '../api/types';
import type { QueuedWrite } from '../offline/queue';
import { leakCheckDateErrors, localToday } from './dates';
import { InstrumentPicker } from '../instruments/InstrumentPicker';
import { LEAK_CHECK_METHODS } from '@domain/leak-check-schedule';
import { LEAK_CHECK_METHOD_LABELS } from '@domain/logbook-words';
import { useLocale } from '../common/useLocale';

const EMPTY = {
  checkedOn: '',
  userId: '',
  result: 'NO_LEAK',
  method: '',
  leakLocation: '',
  repairedOn: '',
  repairDescription: '',
  followUpOfId: '',
  note: '',
  reason: '',
};
type Values = typeof EMPTY;
const NO_INSTRUMENT = '' as const;

/** The form's values for a stored check (a correction starts from what is on record). */
const valuesOf = (c: LeakCheck): Values => ({
  checkedOn: c.checkedOn,
  userId: String(c.userId),
  result: c.result,
  method: c.method ?? '',
  leakLocation: c.leakLocation ?? '',
  repairedOn: c.repairedOn ?? '',
  repairDescription: c.repairDescription ?? '',
  followUpOfId: c.followUpOfId ? String(c.followUpOfId) : '',
  note: c.note ?? '',
  reason: '',
});

/** A leak check saved on this phone, as the form shows it for a correction. */
function valuesOfQueued(write: QueuedWrite): { values: Values; instrumentId: number | '' } {
  const b = write.body;
  const text = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
  return {
    values: {
      checkedOn: text(b.checkedOn),
      userId: text(b.userId),
      result: text(b.result) || 'NO_LEAK',
      method: text(b.method),
      leakLocation: text(b.leakLocation),
      repairedOn: text(b.repairedOn),
      repairDescription: text(b.repairDescription),
      followUpOfId: text(b.followUpOfId),
      note: text(b.note),
      reason: '',
    },
    instrumentId: typeof b.instrumentId === 'number' ? b.instrumentId : NO_INSTRUMENT,
  };
}

/**
 * 'Record leak check': the date (not in the future), the fitter (default: the one signed in), the result,
 * the measuring instrument (warned about when its calibration is overdue on the date), and for a leak its
 * location and repair; a check can name the earlier check it re-checks.
 * Given a `record`, 'Correct leak check' (administrators): the same fields from what is on record and an
 * optional reason; the server keeps the earlier values in the check's history (PUT /api/leak-checks/:id).
 * The instrument is not corrected: its overdue flag was judged when the check was recorded.
 * Given a `queued` check (saved on this phone, refused by the server), the same form starts from what was
 * saved and puts the corrected check in its place in the queue.
 */
export function LeakCheckFormDialog({
  open,
  record = null,
  queued = null,
  installationId,
  checks,
  onClose,
  onSaved,
}: {
  open: boolean;
  /** The check to correct; null records a new one. */
  record?: LeakCheck | null;
  /** A check saved on this phone to correct; it keeps its place in the queue. */
  queued?: QueuedWrite | null;
  installationId: number;
  /** The installation's checks, to pick the one a follow-up re-checks. */
  checks: LeakCheck[];
  onClose: () => void;
  onSaved: () => void;
}) {
  const translate = useTranslate();
  const locale = useLocale();
  const notify = useNotify();
  const errorMessage = useErrorMessage('leak-checks');
  const [create] = useCreate();
  const [update] = useUpdate();
  const [values, setValues] = useState<Values>(EMPTY);
  const [instrumentId, setInstrumentId] = useState<number | ''>(NO_INSTRUMENT);
  const [errors, setErrors] = useState<Partial<Record<keyof Values, string>>>({});
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { data: users = [] } = useGetList<User>(
    'users',
    { pagination: { page: 1, perPage: 200 }, sort: { field: 'name', order: 'ASC' } },
    { enabled: open },
  );

  useEffect(() => {
    if (open) {
      const kept = queued ? valuesOfQueued(queued) : null;
      setValues(kept?.values ?? (record ? valuesOf(record) : { ...EMPTY, checkedOn: localToday() }));
      setInstrumentId(kept?.instrumentId ?? NO_INSTRUMENT);
      // A correction starts from the server's refusal: why, and on which fields.
      const refusal = queued?.refused ? { body: queued.refused } : null;
      setErrors(refusal ? serverFieldErrors(refusal, translate) : {});
      setError(refusal ? errorMessage(refusal) : null);
      setSaving(false);
    }
    // A queued check's refusal or attempts changing under the open form do not reset it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, record, queued?.seq]);

  const leak = values.result === 'LEAK_FOUND';
  const set = (name: keyof Values) => (e: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [name]: e.target.value }));
    setErrors((x) => ({ ...x, [name]: undefined }));
  };
  const field = (name: keyof Values) => ({
    name,
    label: translate(`resources.leak-checks.fields.${name}`),
    value: values[name],
    onChange: set(name),
    error: !!errors[name],
    helperText: errors[name],
  });
  const text = (v: string) => (v.trim() === '' ? null : v.trim());

  async function submit() {
    const dates = leakCheckDateErrors(values.checkedOn, leak ? values.repairedOn : '', localToday());
    const next = Object.fromEntries(
      Object.entries(dates)
        .filter(([, e]) => e)
        .map(([k, e]) => [k, translate(e!.key, e!.params ?? {})]),
    );
    setErrors(next);
    if (Object.keys(next).length) return;
    setSaving(true);
    setError(null);
    try {
      const data = {
        checkedOn: values.checkedOn,
        ...(values.userId ? { userId: Number(values.userId) } : {}),
        result: values.result,
        method: values.method || null,
        leakLocation: leak ? text(values.leakLocation) : null,
        repairedOn: leak && values.repairedOn ? values.repairedOn : null,
        repairDescription: leak ? text(values.repairDescription) : null,
        followUpOfId: values.followUpOfId ? Number(values.followUpOfId) : null,
        note: text(values.note),
      };
      if (record) {
        await update(
          'leak-checks',
          { id: record.id, data: { ...data, reason: text(values.reason) }, previousData: record },
          { mutationMode: 'pessimistic', returnPromise: true },
        );
        notify('leakChecks.updated', { type: 'success' });
      } else if (queued) {
        // The queue's code is on this page already (the list of writes it reads).
        const { replaceQueued } = await import('../offline/outbox');
        await replaceQueued(queued, {
          ...queued.body,
          installationId,
          ...data,
          instrumentId: instrumentId === NO_INSTRUMENT ? null : instrumentId,
        });
        notify('offline.fixed', { type: 'success' });
      } else {
        const created: unknown = await create(
          'leak-checks',
          {
            data: {
              installationId,
              ...data,
              instrumentId: instrumentId === NO_INSTRUMENT ? null : instrumentId,
            },
          },
          { returnPromise: true },
        );
        notify(isQueuedRecord(created) ? 'offline.queued' : 'leakChecks.created', { type: 'success' });
      }
      onSaved();
      onClose();
    } catch (e) {
      setError(errorMessage(e, translate(record ? 'leakChecks.updateFailed' : 'leakChecks.saveFailed')));
      // A validation refusal also shows on the fields it names.
      setErrors(serverFieldErrors(e, translate));
      setSaving(false);
    }
  }

  const date = {
    type: 'date',
    slotProps: { inputLabel: { shrink: true }, htmlInput: { max: localToday() } },
  };
  const selectProps = (name: string) => ({
    select: true,
    slotProps: { select: { SelectDisplayProps: { 'data-testid': `select-${name}` } as object } },
  });
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      onSubmit={submit}
      title={translate(record ? 'leakChecks.editTitle' : queued ? 'offline.fixTitle' : 'leakChecks.add')}
      testId="leak-check-dialog"
      submit={{ label: translate('app.action.save'), saving, testId: 'leak-check-submit' }}
    >
      <ErrorBanner message={error} onClose={() => setError(null)} />
      <TextField {...field('checkedOn')} {...date} required sx={{ mt: 1 }} />
      <TextField {...field('userId')} {...selectProps('userId')}>
        <MenuItem value="">{translate('leakChecks.me')}</MenuItem>
        {users
          .filter((u) => u.active || String(u.id) === values.userId)
          .map((u) => (
            <MenuItem key={u.id} value={String(u.id)}>
              {u.name}
            </MenuItem>
          ))}
      </TextField>
      <TextField {...field('result')} {...selectProps('result')} required>
        {['NO_LEAK', 'LEAK_FOUND'].map((r) => (
          <MenuItem key={r} value={r}>
            {translate(`enums.leakCheckResult.${r}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField {...field('method')} {...selectProps('method')}>
        <MenuItem value="">{translate('leakChecks.methodNotRecorded')}</MenuItem>
        {LEAK_CHECK_METHODS.map((m) => (
          <MenuItem key={m} value={m}>
            {LEAK_CHECK_METHOD_LABELS[m][locale === 'en' ? 'en' : 'nl']}
          </MenuItem>
        ))}
      </TextField>
      {!record && (
        <InstrumentPicker
          value={instrumentId}
          onChange={setInstrumentId}
          day={values.checkedOn || null}
          preferKinds={['LEAK_DETECTOR', 'PRESSURE_GAUGE']}
          testId="leak-check-instrument"
        />
      )}
      {leak && <TextField {...field('leakLocation')} multiline />}
      {leak && <TextField {...field('repairedOn')} {...date} />}
      {leak && <TextField {...field('repairDescription')} multiline />}
      <TextField {...field('followUpOfId')} {...selectProps('followUpOfId')}>
        <MenuItem value="">{translate('leakChecks.none')}</MenuItem>
        {checks
          .filter((c) => c.result === 'LEAK_FOUND' && !c.voided && c.id !== record?.id)
          .map((c) => (
            <MenuItem key={c.id} value={String(c.id)}>
              {translate('leakChecks.followUpOf', { date: formatDate(c.checkedOn) })}
            </MenuItem>
          ))}
      </TextField>
      <TextField {...field('note')} multiline />
      {record && (
        <TextField
          {...field('reason')}
          label={translate('leakChecks.editReason')}
          multiline
          slotProps={{ htmlInput: { maxLength: 500 } }}
        />
      )}
    </FormDialog>
  );
}
