import { useState } from 'react';

/** State of a create/edit dialog: `show(null)` opens it to create, `show(record)` to edit that record. */
export function useRecordDialog<T>() {
  const [record, setRecord] = useState<T | null>(null);
  const [open, setOpen] = useState(false);
  return {
    record,
    open,
    show: (r: T | null) => {
      setRecord(r);
      setOpen(true);
    },
    close: () => setOpen(false),
  };
}
