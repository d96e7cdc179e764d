/** Dutch messages of the offline parts: the banner, the write queue, the update prompt. */
export const offlineNl = {
  errors: {
    NOT_AVAILABLE_OFFLINE: 'Offline niet beschikbaar: niet bewaard op deze telefoon.',
  },
  offline: {
    banner: 'Offline',
    dataFrom: 'Offline, gegevens van %{time}',
    waiting: 'Wacht op verzending: %{smart_count}',
    refusedCount: 'Geweigerd door de server: %{smart_count}',
    show: 'Bekijken',
    queueTitle: 'Opgeslagen op deze telefoon',
    queueEmpty: 'Niets wacht op verzending.',
    waitingChip: 'Wacht op verzending',
    refusedChip: 'Geweigerd',
    retry: 'Opnieuw versturen',
    edit: 'Bewerken',
    fixTitle: 'Registratie op deze telefoon corrigeren',
    fixSave: 'Correctie opslaan',
    fixed: 'Correctie opgeslagen: wordt verstuurd zodra er verbinding is',
    discard: 'Verwijderen',
    discardConfirm: 'Deze registratie verwijderen? Ze wordt dan niet vastgelegd.',
    queued: 'Opgeslagen op deze telefoon: wordt verstuurd zodra er weer verbinding is',
    pendingTitle: 'Wacht op verzending',
    savedAt: 'opgeslagen %{time}',
    kind: {
      logs: 'Mutatie',
      'leak-checks': 'Lekcontrole',
      cylinders: 'Nieuwe cilinder',
    },
    updateReady: 'Er is een nieuwe versie van de app.',
    reload: 'Herladen',
  },
};
