import { useEffect, type Dispatch, type SetStateAction } from 'react';
import { useDataProvider } from 'react-admin';
import { proposeInstallation } from './installationPicker';
import type { Values } from './logEntryValues';
import type { LogEntry } from '../api/types';
import type { QueuedWrite } from '../offline/queue';

interface Args {
  editing: LogEntry | null;
  queued: QueuedWrite | null;
  /** The mutation type asks for an installation (asksInstallation). */
  asked: boolean;
  values: Values;
  logs: LogEntry[];
  setValues: Dispatch<SetStateAction<Values>>;
}

// Propose the installation of the last entry with this work order (one work order is one job at one
// site), or without one the installation this fitter last linked on this cylinder; a choice of the user's
// is never replaced.
export function useInstallationProposal({ editing, queued, asked, values, logs, setValues }: Args) {
  const dataProvider = useDataProvider();
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
    setValues,
  ]);
}
