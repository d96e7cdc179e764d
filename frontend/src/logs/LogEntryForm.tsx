import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, Card, CardContent, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { checkLogEntryWeights, isMutationType, type CylinderType, type MutationType } from '@domain';
import { useErrorMessage, useLocale } from '../common';
import { gapWarning, previousEntry, withReading, type GapWarning } from './logEntryLogic';
import { WeightGapDialog } from './WeightGapDialog';
import { asksInstallation, type CylinderGas } from './installationPicker';
import { ServicingBanDialog } from './ServicingBanDialog';
import { InstrumentPicker } from '../instruments/InstrumentPicker';
import { dayOfLocalInput } from '../instruments/calibration';
import type { LogEntry } from '../api/types';
import type { QueuedWrite } from '../offline/queue';
import type { Values } from './logEntryValues';
import { useLogEntryValues } from './useLogEntryValues';
import { useWeightBeforePrefill } from './useWeightBeforePrefill';
import { useDateFollowsClock } from './useDateFollowsClock';
import { useInstallationProposal } from './useInstallationProposal';
import { useLogEntrySave } from './useLogEntrySave';
import { FitterSelect } from './FitterSelect';
import { MutationTypeSelect } from './MutationTypeSelect';
import { LazyInstallationPicker } from './LazyInstallationPicker';
import { ReadingsFields } from './ReadingsFields';
import { ExpectedGross } from './ExpectedGross';
import { LogEntryDateField, NoteField } from './LogEntryTextFields';
import { useFieldErrors } from './useFieldErrors';

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
  const errorMessage = useErrorMessage('logs');
  const locale = useLocale();
  const [error, setError] = useState<string | null>(null);
  const [touched, setTouched] = useState(false);
  const [warning, setWarning] = useState<GapWarning | null>(null);
  // What was typed before the session ended comes back; the form follows ?action=, the entry being edited
  // and the queued write being corrected.
  const { draft, restored, values, setValues, typed } = useLogEntryValues({
    cylinderId,
    logs,
    editing,
    queued,
    preselectedType,
    currentUserId,
    deliveryKg,
    locale,
    errorMessage,
    setError,
    setTouched,
  });
  const { start, lastAfter, prefilled, currentLogs } = useWeightBeforePrefill({
    logs,
    deliveryKg,
    locale,
    editing,
    queued,
    restored,
    setValues,
  });
  useDateFollowsClock(!editing && !queued, setValues);
  const asked = asksInstallation(values.mutationType);
  useInstallationProposal({ editing, queued, asked, values, logs, setValues });

  const edit = (change: (old: Values) => Values) => {
    typed.current = true;
    setValues(change);
  };
  const set = <K extends keyof Values>(k: K, v: Values[K]) => edit((old) => ({ ...old, [k]: v }));
  const setReading = (k: 'weightBefore' | 'weightAfter', text: string) =>
    edit((old) => withReading(old, k, text, locale));

  const { before, after, weight, fieldErrors } = useFieldErrors({
    values,
    asked,
    requireInstallation,
    editing,
  });
  const show = (k: keyof typeof fieldErrors) => (touched ? fieldErrors[k] : null);

  const { save, saving, banWarning, setBanWarning } = useLogEntrySave({
    cylinderId,
    editing,
    queued,
    preselectedType,
    currentUserId,
    deliveryKg,
    draft,
    values,
    setValues,
    typed,
    prefilled,
    currentLogs,
    asked,
    before,
    after,
    weight,
    setError,
    setTouched,
    onSaved,
  });

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
            <FitterSelect value={values.userId} onChange={(id) => set('userId', id)} error={show('userId')} />
            <MutationTypeSelect
              value={values.mutationType}
              onChange={(type) => set('mutationType', type)}
              error={show('mutationType')}
              cylinderType={cylinderType}
            />
            <TextField
              label={translate('logs.workOrder')}
              value={values.workOrder}
              onChange={(e) => set('workOrder', e.target.value)}
              slotProps={{ htmlInput: { name: 'workOrder', maxLength: 100 } }}
            />
            {asked && (
              <LazyInstallationPicker
                value={values.installationId ?? ''}
                onChange={(id) => edit((old) => ({ ...old, installationId: id, installationChosen: true }))}
                cylinder={cylinderGas}
                required={requireInstallation}
                error={show('installationId')}
                proposed={!values.installationChosen && !!values.installationId}
              />
            )}
            <LogEntryDateField
              value={values.date}
              onChange={(date) => edit((old) => ({ ...old, date, dateChanged: true }))}
              error={show('date')}
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
            {!editing && <ExpectedGross contentKg={contentKg} tareKg={tareKg} />}
            <ReadingsFields
              values={values}
              errors={{
                weightBefore: show('weightBefore'),
                weightAfter: show('weightAfter'),
                weight: show('weight'),
              }}
              editing={!!editing}
              lastAfter={lastAfter}
              startFrom={start?.from}
              onReading={setReading}
              onWeight={(text) => set('weight', text)}
            />
            <NoteField value={values.note} onChange={(note) => set('note', note)} />
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
