import { lazy, Suspense, useEffect, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { Alert, Box, Button, Card, CardContent, MenuItem, TextField, Typography } from '@mui/material';
import { useDataProvider, useGetList, useNotify, useTranslate } from 'react-admin';
import { checkLogEntryWeights, isMutationType, type CylinderType, type MutationType } from '@domain';
import { errorCode, useErrorMessage, useFormatNumber, useLocale } from '../common';
import { useDraftOnSessionEnd, useSessionExpiry } from '../common/useSessionExpiry';
import { clearDraft, draftKey, readDraft } from '../providers/drafts';
import {
  followLastEntry,
  formatKgInput,
  gapWarning,
  parseKg,
  previousEntry,
  startingReading,
  withReading,
  type GapWarning,
} from './logEntryLogic';
import { mutationTypeOptions } from './mutationTypeOptions';
import { WeightGapDialog } from './WeightGapDialog';
import { asksInstallation, proposeInstallation, type CylinderGas } from './installationPicker';
import { ServicingBanDialog } from './ServicingBanDialog';
import { InstrumentPicker } from '../instruments/InstrumentPicker';
import { dayOfLocalInput } from '../instruments/calibration';
import { fromLocalInput, logEntryDateError } from './logEntryDate';
import { toLocalInput } from './localInput';
import { expectedGrossKg } from './expectedGross';
import type { LogEntry, User } from '../api/types';
import { isQueuedRecord } from '../offline/queuedRecord';
import type { QueuedWrite } from '../offline/queue';

type UserOption = Pick<User, 'id' | 'name' | 'role'>;

interface Values {
  userId: number | '';
  mutationType: MutationType | '';
  workOrder: string;
  /** The installation the gas went into or came out of ('' none). */
  installationId: number | '';
  /** True once the user chose (or cleared) the installation: the form's proposal no longer replaces it. */
  installationChosen: boolean;
  /** The measuring instrument used ('' none); named on a new entry only. */
  instrumentId: number | '';
  weightBefore: string;
  weightAfter: string;
  weight: string;
  note: string;
  reason: string;
  /** datetime-local text; dateChanged false means "now" (the server stamps the entry). */
  date: string;
  dateChanged: boolean;
}

// The installation picker (an Autocomplete) loads when a mutation type asks for an installation.
const InstallationPicker = lazy(() =>
  import('./InstallationPicker').then((m) => ({ default: m.InstallationPicker })),
);

/** A create's answer as an entry of the list: a write kept on the phone is "now" unless it carries a date. */
const savedEntry = (record: Record<string, unknown>): LogEntry =>
  ({
    ...record,
    date: typeof record.date === 'string' ? record.date : new Date().toISOString(),
    deleted: false,
  }) as unknown as LogEntry;

/** What a new entry's "weight before" is pre-filled with, in the UI language ('' for nothing). */
const startText = (logs: readonly LogEntry[], deliveryKg: number, locale: string) =>
  formatKgInput(startingReading(logs, deliveryKg)?.kg, locale);

/** A new entry: "weight before" starts where the cylinder stands (see startingReading). */
function emptyValues(
  userId: number | '',
  type: MutationType | null,
  logs: readonly LogEntry[],
  deliveryKg: number,
  locale: string,
): Values {
  return {
    userId,
    mutationType: type ?? '',
    workOrder: '',
    installationId: '',
    installationChosen: false,
    instrumentId: '',
    weightBefore: startText(logs, deliveryKg, locale),
    weightAfter: '',
    weight: '',
    note: '',
    reason: '',
    date: toLocalInput(new Date()),
    dateChanged: false,
  };
}

function fromEntry(e: LogEntry, locale: string): Values {
  return {
    userId: e.userId,
    mutationType: e.mutationType,
    workOrder: e.workOrder ?? '',
    installationId: e.installationId ?? '',
    installationChosen: true,
    instrumentId: e.instrumentId ?? '',
    weightBefore: formatKgInput(e.weightBefore, locale),
    weightAfter: formatKgInput(e.weightAfter, locale),
    weight: formatKgInput(e.weight, locale),
    note: e.note ?? '',
    reason: '',
    date: toLocalInput(new Date(e.date)),
    dateChanged: false,
  };
}

/** A mutation saved on this phone, as the form shows it for a correction: what was typed then. */
function fromQueued(write: QueuedWrite, locale: string): Values {
  const b = write.body;
  const id = (v: unknown) => (typeof v === 'number' ? v : '');
  const text = (v: unknown) => (typeof v === 'string' ? v : '');
  const kg = (v: unknown) =>
    typeof v === 'number' ? formatKgInput(v, locale) : typeof v === 'string' ? v : '';
  const date = typeof b.date === 'string' ? new Date(b.date) : null;
  return {
    userId: id(b.userId),
    mutationType: isMutationType(b.mutationType) ? b.mutationType : '',
    workOrder: text(b.workOrder),
    installationId: id(b.installationId),
    installationChosen: true,
    instrumentId: id(b.instrumentId),
    weightBefore: kg(b.weightBefore),
    weightAfter: kg(b.weightAfter),
    weight: kg(b.weight),
    note: text(b.note),
    reason: '',
    // Without a date of its own the entry is dated when it was saved (the queue sends how long ago).
    date: toLocalInput(date ?? new Date(write.queuedAt)),
    dateChanged: date !== null,
  };
}

/** Where a form's typed values are kept when the session ends during a save: per cylinder and per entry. */
const formDraftKey = (cylinderId: number, editing: LogEntry | null) =>
  draftKey(`/cylinder/${cylinderId}`, editing ? `log-entry-form:edit:${editing.id}` : 'log-entry-form');

interface Props {
  cylinderId: number;
  logs: LogEntry[];
  /** The entry an admin is correcting, or null for a new one. */
  editing: LogEntry | null;
  /**
   * A mutation saved on this phone that the server refused, to correct: the form starts from its values and
   * saving puts the corrected values in its place in the queue (sent at once when connected).
   */
  queued?: QueuedWrite | null;
  preselectedType: MutationType | null;
  currentUserId: number | undefined;
  /** The cylinder's content and tare (kg): the scale should read their sum now. */
  contentKg: number;
  tareKg: number;
  /** The gross weight the cylinder was delivered with (kg): where its first entry's reading starts. */
  deliveryKg: number;
  /** Fill or recovery cylinder: the type menu lists what this cylinder is for first. */
  cylinderType: CylinderType;
  toleranceKg: number;
  /** The cylinder's gas: the installation picker offers only installations of it. */
  cylinderGas: CylinderGas;
  /** The admin setting: fill-ups and reclaims need an installation (the server answers INSTALLATION_REQUIRED). */
  requireInstallation: boolean;
  onSaved: () => void;
  onCancelEdit: () => void;
}

/**
 * The mutation form (id log-entry-form): fitter, type (grouped), work order, weight before / after, the
 * difference (live |before - after|, editable) and note. Mirrors the server's weight rules and warns about a
 * weight gap with the previous entry before saving.
 */
export function LogEntryForm({
  cylinderId,
  logs,
  editing,
  queued = null,
  preselectedType,
  currentUserId,
  contentKg,
  tareKg,
  deliveryKg,
  cylinderType,
  toleranceKg,
  cylinderGas,
  requireInstallation,
  onSaved,
  onCancelEdit,
}: Props) {
  const translate = useTranslate();
  const notify = useNotify();
  const errorMessage = useErrorMessage('logs');
  const dataProvider = useDataProvider();
  const { kgNumber } = useFormatNumber();
  const locale = useLocale();
  const sessionExpiry = useSessionExpiry();
  const draft = formDraftKey(cylinderId, editing);
  // What was typed before the session ended comes back (read here, removed once the form has shown it).
  const restored = useRef(readDraft<Values>(draft));
  const [values, setValues] = useState<Values>(
    () => restored.current ?? emptyValues(currentUserId ?? '', preselectedType, logs, deliveryKg, locale),
  );
  // What the user typed (not what the form pre-filled) is kept if the session ends while the form is open.
  const typed = useRef(restored.current !== null);
  useDraftOnSessionEnd(draft, values, typed);
  const [error, setError] = useState<string | null>(null);
  const [touched, setTouched] = useState(false);
  const [saving, setSaving] = useState(false);
  const [warning, setWarning] = useState<GapWarning | null>(null);
  const { data: users = [] } = useGetList<UserOption>('users', {
    pagination: { page: 1, perPage: 500 },
    sort: { field: 'name', order: 'ASC' },
    filter: { active: true },
  });

  useEffect(() => {
    if (restored.current) clearDraft(draft);
    // Once, for the draft read at mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Preselect the signed-in fitter once known; follow ?action= and the entry being edited. A restored draft
  // keeps what the user chose.
  useEffect(() => {
    if (currentUserId !== undefined)
      setValues((v) => (v.userId === '' ? { ...v, userId: currentUserId } : v));
  }, [currentUserId]);
  useEffect(() => {
    if (preselectedType && !editing && !queued && !restored.current)
      setValues((v) => ({ ...v, mutationType: preselectedType }));
  }, [preselectedType, editing, queued]);
  // Compared with the entry last seen rather than skipping the first run, so React's development double
  // run of effects cannot reset a restored draft.
  const lastEditing = useRef(editing);
  useEffect(() => {
    if (lastEditing.current === editing) return;
    lastEditing.current = editing;
    restored.current = null;
    setError(null);
    setTouched(false);
    const key = formDraftKey(cylinderId, editing);
    typed.current = readDraft(key) !== null;
    const kept = readDraft<Values>(key);
    if (kept) clearDraft(key);
    setValues(
      kept ??
        (editing
          ? fromEntry(editing, locale)
          : emptyValues(currentUserId ?? '', preselectedType, logs, deliveryKg, locale)),
    );
    // Only when the edited entry changes: the preselection effects above handle the rest.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [editing]);

  // A queued mutation to correct (or none any more): the form shows what was saved on the phone.
  const lastQueued = useRef<number | null>(null);
  useEffect(() => {
    const seq = queued?.seq ?? null;
    if (lastQueued.current === seq) return;
    const was = lastQueued.current;
    lastQueued.current = seq;
    setError(null);
    setTouched(false);
    if (queued) {
      typed.current = false;
      setValues(fromQueued(queued, locale));
      // Why the server refused it, until the fitter saves the correction.
      if (queued.refused) setError(errorMessage({ body: queued.refused }));
    } else if (was !== null && !editing)
      setValues(emptyValues(currentUserId ?? '', preselectedType, logs, deliveryKg, locale));
    // Only when the queued write changes (not its refusal or attempts).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [queued?.seq]);

  // A new last entry (after a save, or another fitter's) moves the pre-filled "weight before" along, unless
  // the user typed their own reading.
  const start = startingReading(logs, deliveryKg);
  const lastAfter = formatKgInput(start?.kg, locale);
  const prefilled = useRef(editing || queued || restored.current ? null : lastAfter);
  // The entries as last rendered: a save's reset must not use the list its closure saw, which the refetch
  // after the save may already have replaced (the new "weight before" would then never arrive).
  const currentLogs = useRef(logs);
  useLayoutEffect(() => {
    currentLogs.current = logs;
  }, [logs]);
  useEffect(() => {
    if (editing || queued) return;
    const from = prefilled.current;
    setValues((v) => followLastEntry(v, from, lastAfter, locale));
    prefilled.current = lastAfter;
    // The language is read as it is when the last entry moves; switching it does not rewrite a reading.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [lastAfter, editing, queued]);

  // While a new entry's date is untouched it follows the clock, so "now" never lags behind an open form.
  // An entry being corrected keeps the date it has (an entry on the phone: when it was saved).
  const following = !editing && !queued;
  useEffect(() => {
    if (!following) return;
    const timer = setInterval(
      () => setValues((v) => (v.dateChanged ? v : { ...v, date: toLocalInput(new Date()) })),
      30_000,
    );
    return () => clearInterval(timer);
  }, [following]);

  // Propose the installation of the last entry with this work order (one work order is one job at one
  // site), or without one the installation this fitter last linked on this cylinder; a choice of the user's
  // is never replaced.
  const asked = asksInstallation(values.mutationType);
  useEffect(() => {
    if (editing || queued || !asked || values.installationChosen) return;
    const workOrder = values.workOrder.trim();
    const controller = new AbortController();
    const timer = setTimeout(() => {
      const sameWorkOrder = workOrder
        ? dataProvider
            .getList<LogEntry>('logs', {
              filter: { q: workOrder },
              sort: { field: 'date', order: 'DESC' },
              pagination: { page: 1, perPage: 50 },
              signal: controller.signal,
            })
            .then(({ data }) => data)
        : Promise.resolve([]);
      sameWorkOrder
        .then((entries) => {
          if (controller.signal.aborted) return;
          const proposal = proposeInstallation(workOrder, values.userId, entries, logs) ?? '';
          setValues((v) => (v.installationChosen ? v : { ...v, installationId: proposal }));
        })
        .catch(() => undefined);
    }, 300);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [
    editing,
    queued,
    asked,
    values.installationChosen,
    values.workOrder,
    values.userId,
    logs,
    dataProvider,
  ]);

  const edit = (change: (old: Values) => Values) => {
    typed.current = true;
    setValues(change);
  };
  const set = <K extends keyof Values>(k: K, v: Values[K]) => edit((old) => ({ ...old, [k]: v }));
  const setReading = (k: 'weightBefore' | 'weightAfter', text: string) =>
    edit((old) => withReading(old, k, text, locale));

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
  const show = (k: keyof typeof fieldErrors) => (touched ? fieldErrors[k] : null);

  const [banWarning, setBanWarning] = useState(false);

  /** `acknowledgeBan`: the fitter confirmed the servicing-ban exemption after the server's refusal. */
  const save = async (acknowledgeBan = false) => {
    if (!isMutationType(values.mutationType) || values.userId === '') return;
    setSaving(true);
    setError(null);
    let created: { data: Record<string, unknown> } | undefined;
    // An untouched date is left to the server, whose clock is right when the phone's may not be: "now"
    // when the entry reaches it; an entry that waited in the phone's queue (offline, or a send that got no
    // answer) is sent with how long it waited, and dated that long before (offline/queue.ts).
    const changedDate = values.dateChanged ? fromLocalInput(values.date) : null;
    const data = {
      ...(changedDate ? { date: changedDate.toISOString() } : {}),
      mutationType: values.mutationType,
      workOrder: values.workOrder.trim() || null,
      installationId: asked && values.installationId ? values.installationId : null,
      weightBefore: before,
      weightAfter: after,
      weight: weight ?? undefined,
      note: values.note.trim() || null,
      userId: values.userId,
    };
    try {
      if (editing) {
        await dataProvider.update('logs', {
          id: editing.id,
          previousData: editing,
          data: { ...data, ...(values.reason.trim() ? { reason: values.reason.trim() } : {}) },
        });
        notify('logs.updatedOk', { type: 'success' });
      } else if (queued) {
        // The queue's code is on this page already (its list of pending entries).
        const { replaceQueued } = await import('../offline/outbox');
        await replaceQueued(queued, {
          ...queued.body,
          ...data,
          cylinderId,
          instrumentId: values.instrumentId === '' ? null : values.instrumentId,
        });
        notify('offline.fixed', { type: 'success' });
      } else {
        created = await dataProvider.create('logs', {
          data: {
            ...data,
            cylinderId,
            instrumentId: values.instrumentId === '' ? null : values.instrumentId,
            ...(acknowledgeBan ? { acknowledgeWarnings: ['SERVICING_BAN'] } : {}),
          },
          meta: { submission: `log-entry-form:${cylinderId}` },
        });
        // Only an entry the server acknowledged (it answers the stored row) counts as saved.
        if (created?.data?.id === undefined) throw new Error(translate('logs.saveFailed'));
        notify(isQueuedRecord(created.data) ? 'offline.queued' : 'logs.saved', { type: 'success' });
      }
      setTouched(false);
      typed.current = false;
      // The next reading starts from the entries as last rendered plus the one just saved: the list that
      // will show it (the refetch, or the phone's queue read back from IndexedDB) may still be on its way.
      const next = created ? [savedEntry(created.data), ...currentLogs.current] : currentLogs.current;
      prefilled.current = startText(next, deliveryKg, locale);
      setValues(emptyValues(currentUserId ?? '', preselectedType, next, deliveryKg, locale));
      onSaved();
    } catch (e) {
      if (!editing && !acknowledgeBan && errorCode(e) === 'SERVICING_BAN') setBanWarning(true);
      else if (sessionExpiry(e, draft, values)) setError(translate('logs.sessionKept'));
      else setError(errorMessage(e, translate('logs.saveFailed')));
    } finally {
      setSaving(false);
    }
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    setError(null);
    if (saving || Object.values(fieldErrors).some(Boolean) || !isMutationType(values.mutationType)) return;
    const rule = checkLogEntryWeights({
      mutationType: values.mutationType,
      weightBefore: before,
      weightAfter: after,
      weight,
    });
    if (!rule.ok) {
      const params = Object.fromEntries(Object.entries(rule.params ?? {}).map(([k, v]) => [k, String(v)]));
      setError(translate(`logs.rules.${rule.code}`, { ...params, _: rule.message }));
      return;
    }
    const gap = gapWarning(before, previousEntry(logs, editing), toleranceKg);
    if (gap) {
      setWarning(gap);
      return;
    }
    void save();
  };

  return (
    <Card
      variant="outlined"
      id="log-entry-form"
      data-testid="log-entry-form"
      data-mode={editing ? 'edit' : queued ? 'fix' : 'add'}
      sx={{ scrollMarginTop: 72 }}
    >
      <CardContent>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 1.5 }}>
          {translate(editing ? 'logs.editTitle' : queued ? 'offline.fixTitle' : 'logs.addTitle')}
        </Typography>
        <Box component="form" onSubmit={submit} noValidate>
          {error && (
            <Alert severity="error" sx={{ mb: 2 }} data-testid="log-form-error">
              {error}
            </Alert>
          )}
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
            <TextField
              select
              required
              label={translate('logs.fitter')}
              value={users.some((u) => u.id === values.userId) ? values.userId : ''}
              onChange={(e) => set('userId', Number(e.target.value))}
              error={!!show('userId')}
              helperText={show('userId')}
              slotProps={{ htmlInput: { 'data-testid': 'log-user', name: 'userId' } }}
            >
              {users.map((u) => (
                <MenuItem key={u.id} value={u.id}>
                  {u.name} ({translate(`enums.role.${u.role}`, { _: u.role })})
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              required
              label={translate('logs.mutationType')}
              value={values.mutationType}
              onChange={(e) => set('mutationType', e.target.value as MutationType)}
              error={!!show('mutationType')}
              helperText={show('mutationType')}
              slotProps={{ htmlInput: { 'data-testid': 'log-type', name: 'mutationType' } }}
            >
              {mutationTypeOptions({ cylinderType, translate })}
            </TextField>
            <TextField
              label={translate('logs.workOrder')}
              value={values.workOrder}
              onChange={(e) => set('workOrder', e.target.value)}
              slotProps={{ htmlInput: { name: 'workOrder', maxLength: 100 } }}
            />
            {asked && (
              <Suspense fallback={null}>
                <InstallationPicker
                  value={values.installationId ?? ''}
                  onChange={(id) => edit((old) => ({ ...old, installationId: id, installationChosen: true }))}
                  cylinder={cylinderGas}
                  required={requireInstallation}
                  error={show('installationId')}
                  proposed={!values.installationChosen && !!values.installationId}
                />
              </Suspense>
            )}
            <TextField
              type="datetime-local"
              label={translate('logs.date')}
              value={values.date}
              onChange={(e) => edit((old) => ({ ...old, date: e.target.value, dateChanged: true }))}
              error={!!show('date')}
              helperText={show('date') ?? translate('logs.dateHint')}
              slotProps={{
                inputLabel: { shrink: true },
                htmlInput: { name: 'date', 'data-testid': 'log-date', max: toLocalInput(new Date()) },
              }}
            />
            {!editing && (
              <InstrumentPicker
                value={values.instrumentId ?? ''}
                onChange={(id) => set('instrumentId', id)}
                day={dayOfLocalInput(values.date)}
                preferKinds={['SCALE']}
                testId="log-instrument"
              />
            )}
            {!editing && (
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
            )}
            <TextField
              label={translate('logs.weightBefore')}
              value={values.weightBefore}
              onChange={(e) => setReading('weightBefore', e.target.value)}
              error={!!show('weightBefore')}
              helperText={
                show('weightBefore') ??
                (!editing && values.weightBefore !== '' && values.weightBefore === lastAfter
                  ? translate(start?.from === 'delivery' ? 'logs.prefilledDelivery' : 'logs.prefilled')
                  : undefined)
              }
              slotProps={{ htmlInput: { name: 'weightBefore', inputMode: 'decimal', autoComplete: 'off' } }}
            />
            <TextField
              label={translate('logs.weightAfter')}
              value={values.weightAfter}
              onChange={(e) => setReading('weightAfter', e.target.value)}
              error={!!show('weightAfter')}
              helperText={show('weightAfter')}
              slotProps={{ htmlInput: { name: 'weightAfter', inputMode: 'decimal', autoComplete: 'off' } }}
            />
            <TextField
              label={translate('logs.weight')}
              value={values.weight}
              onChange={(e) => set('weight', e.target.value)}
              error={!!show('weight')}
              helperText={show('weight') ?? translate('logs.weightHint')}
              slotProps={{ htmlInput: { name: 'weight', inputMode: 'decimal', autoComplete: 'off' } }}
            />
            <TextField
              label={translate('logs.note')}
              value={values.note}
              onChange={(e) => set('note', e.target.value)}
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
            {editing && (
              <TextField
                label={translate('logs.reason')}
                value={values.reason}
                onChange={(e) => set('reason', e.target.value)}
                sx={{ gridColumn: { sm: '1 / -1' } }}
                slotProps={{ htmlInput: { name: 'reason', maxLength: 500 } }}
              />
            )}
          </Box>
          <Box sx={{ display: 'flex', gap: 1, mt: 2 }}>
            <Button type="submit" variant="contained" disabled={saving} data-testid="log-submit">
              {saving
                ? translate('logs.saving')
                : translate(editing ? 'logs.update' : queued ? 'offline.fixSave' : 'logs.save')}
            </Button>
            {(editing || queued) && (
              <Button onClick={onCancelEdit} disabled={saving}>
                {translate('logs.cancel')}
              </Button>
            )}
          </Box>
        </Box>
      </CardContent>
      <WeightGapDialog
        warning={warning}
        onBack={() => setWarning(null)}
        onSaveAnyway={() => {
          setWarning(null);
          void save();
        }}
      />
      <ServicingBanDialog
        open={banWarning}
        onBack={() => setBanWarning(false)}
        onConfirm={() => {
          setBanWarning(false);
          void save(true);
        }}
      />
    </Card>
  );
}

export default LogEntryForm;
