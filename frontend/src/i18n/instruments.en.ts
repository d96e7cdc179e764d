import { INSTRUMENT_KIND_LABELS, wordsIn } from '@domain/logbook-words';
/**
 * English messages of the measuring-instrument register and the instrument picker of the mutation and
 * leak-check forms; field labels under resources.instruments.fields.
 */
export const instrumentsEn = {
  app: { menu: { instruments: 'Instruments' } },
  resources: {
    instruments: {
      name: 'Instrument |||| Instruments',
      fields: {
        kind: 'Kind',
        serialNumber: 'Serial number',
        make: 'Make and model',
        calibratedOn: 'Calibrated on',
        calibrationDue: 'Calibration due',
      },
    },
  },
  enums: { instrumentKind: wordsIn(INSTRUMENT_KIND_LABELS, 'en') },
  instruments: {
    title: 'Instruments',
    subtitle: 'Scales, leak detectors and gauges with their calibration',
    add: 'Add instrument',
    edit: 'Edit instrument',
    created: 'Instrument added',
    updated: 'Instrument updated',
    deleted: 'Instrument deleted',
    saveFailed: 'Failed to save instrument',
    deleteFailed: 'Failed to delete instrument',
    loadFailed: 'Failed to load instruments',
    empty: 'No instruments found',
    searchPlaceholder: 'Search by serial number or make...',
    confirmDelete: 'Delete instrument %{name}?',
    inUse: 'Named by log entries or leak checks: cannot be deleted',
    calibration: 'Calibration',
    overdue: 'Overdue',
    ok: 'Calibrated',
    noDueDate: 'No due date',
    dueBeforeCalibration: 'Cannot be before the calibration date',
    futureDate: 'Cannot be in the future',
    uses: 'Used',
    useCount: '%{smart_count} record |||| %{smart_count} records',
    picker: {
      label: 'Measuring instrument',
      none: 'None',
      overdueOption: 'calibration overdue',
      overdueWarning:
        'Calibration overdue (valid until %{date}). You can still save; the record will be flagged.',
    },
    flag: 'Instrument %{serial}: calibration overdue',
    usedInstrument: 'Instrument %{serial}',
  },
};
