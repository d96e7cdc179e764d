import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { ErrorBanner } from './ErrorBanner';
import { FormDialog } from './FormDialog';

interface Props {
  open: boolean;
  /** The record being edited; null when creating (decides the default button label). */
  editing: boolean;
  title: string;
  /** Test ids `<testId>-dialog` and `<testId>-submit`. */
  testId: string;
  saver: { saving: boolean; error: string | null; clearError: () => void };
  onClose: () => void;
  onSubmit: () => Promise<unknown>;
  /** The button's label; by default Update when editing, else Create. */
  submitLabel?: string;
  maxWidth?: 'xs' | 'sm' | 'md';
  children: ReactNode;
}

/** A register's create/edit dialog: the form, the server's refusal above the fields, Cancel and Save. */
export function RecordFormDialog({
  open,
  editing,
  title,
  testId,
  saver,
  onClose,
  onSubmit,
  submitLabel,
  maxWidth,
  children,
}: Props) {
  const translate = useTranslate();
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      onSubmit={onSubmit}
      title={title}
      testId={`${testId}-dialog`}
      maxWidth={maxWidth}
      submit={{
        label: submitLabel ?? translate(editing ? 'app.action.update' : 'app.action.create'),
        saving: saver.saving,
        testId: `${testId}-submit`,
      }}
    >
      <ErrorBanner message={saver.error} onClose={saver.clearError} />
      {children}
    </FormDialog>
  );
}
