/** English messages of the offline parts: the banner, the write queue, the update prompt. */
export const offlineEn = {
  errors: {
    NOT_AVAILABLE_OFFLINE: 'Not available offline: not kept on this phone.',
  },
  offline: {
    banner: 'Offline',
    dataFrom: 'Offline, data from %{time}',
    waiting: 'Waiting to send: %{smart_count}',
    refusedCount: 'Refused by the server: %{smart_count}',
    show: 'Show',
    queueTitle: 'Saved on this phone',
    queueEmpty: 'Nothing waiting to send.',
    waitingChip: 'Waiting to send',
    refusedChip: 'Refused',
    retry: 'Send again',
    edit: 'Edit',
    fixTitle: 'Correct the entry saved on this phone',
    fixSave: 'Save correction',
    fixed: 'Correction saved: it is sent as soon as there is a connection',
    discard: 'Discard',
    discardConfirm: 'Discard this entry? It will not be recorded.',
    queued: 'Saved on this phone: it is sent when the connection returns',
    pendingTitle: 'Waiting to send',
    savedAt: 'saved %{time}',
    kind: {
      logs: 'Mutation',
      'leak-checks': 'Leak check',
      cylinders: 'New cylinder',
    },
    updateReady: 'A new version of the app is ready.',
    reload: 'Reload',
  },
};
