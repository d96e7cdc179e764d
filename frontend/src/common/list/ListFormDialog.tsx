import type { ComponentType } from 'react';
import { useListContext } from 'react-admin';
import type { useRecordDialog } from './useRecordDialog';

/** What a register's create/edit dialog takes. */
export interface RecordFormDialogProps<T> {
  open: boolean;
  record: T | null;
  onClose: () => void;
  onSaved: () => void;
}

/** A register's create/edit dialog inside its list context: a save refetches the rows on screen. */
export function ListFormDialog<T>({
  dialog,
  form: Form,
}: {
  dialog: ReturnType<typeof useRecordDialog<T>>;
  form: ComponentType<RecordFormDialogProps<T>>;
}) {
  const { refetch } = useListContext();
  return (
    <Form open={dialog.open} record={dialog.record} onClose={dialog.close} onSaved={() => void refetch()} />
  );
}
