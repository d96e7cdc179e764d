import { INSTRUMENT_KIND_LABELS, wordsIn } from '@domain/logbook-words';
import type { instrumentsEn } from './instruments.en';

/**
 * Dutch messages of the measuring-instrument register and the instrument picker of the mutation and
 * leak-check forms; field labels under resources.instruments.fields.
 */
export const instrumentsNl: typeof instrumentsEn = {
  app: { menu: { instruments: 'Meetinstrumenten' } },
  resources: {
    instruments: {
      name: 'Meetinstrument |||| Meetinstrumenten',
      fields: {
        kind: 'Soort',
        serialNumber: 'Serienummer',
        make: 'Merk en type',
        calibratedOn: 'Gekalibreerd op',
        calibrationDue: 'Kalibratie geldig tot',
      },
    },
  },
  enums: { instrumentKind: wordsIn(INSTRUMENT_KIND_LABELS, 'nl') },
  instruments: {
    title: 'Meetinstrumenten',
    subtitle: 'Weegschalen, lekdetectoren en meters met hun kalibratie',
    add: 'Instrument toevoegen',
    edit: 'Instrument bewerken',
    created: 'Instrument toegevoegd',
    updated: 'Instrument bijgewerkt',
    deleted: 'Instrument verwijderd',
    saveFailed: 'Instrument opslaan mislukt',
    deleteFailed: 'Instrument verwijderen mislukt',
    loadFailed: 'Meetinstrumenten laden mislukt',
    empty: 'Geen meetinstrumenten gevonden',
    searchPlaceholder: 'Zoek op serienummer of merk...',
    confirmDelete: 'Instrument %{name} verwijderen?',
    inUse: 'Genoemd in mutaties of lekcontroles: kan niet worden verwijderd',
    calibration: 'Kalibratie',
    overdue: 'Verlopen',
    ok: 'Gekalibreerd',
    noDueDate: 'Geen einddatum',
    dueBeforeCalibration: 'Mag niet vóór de kalibratiedatum liggen',
    futureDate: 'Mag niet in de toekomst liggen',
    uses: 'Gebruikt',
    useCount: '%{smart_count} registratie |||| %{smart_count} registraties',
    picker: {
      label: 'Meetinstrument',
      none: 'Geen',
      overdueOption: 'kalibratie verlopen',
      overdueWarning:
        'Kalibratie verlopen (geldig tot %{date}). Opslaan kan; de registratie wordt gemarkeerd.',
    },
    flag: 'Instrument %{serial}: kalibratie verlopen',
    usedInstrument: 'Instrument %{serial}',
  },
};
