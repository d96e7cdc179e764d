import { Confirm, useTranslate } from 'react-admin';

/** Confirmation dialog for a delete: the given (translated) question, Cancel / Delete buttons. */
export function ConfirmDelete({
  open,
  content,
  onConfirm,
  onClose,
  loading,
}: {
  open: boolean;
  content: string;
  onConfirm: () => void;
  onClose: () => void;
  loading?: boolean;
}) {
  const translate = useTranslate();
  return (
    <Confirm
      isOpen={open}
      loading={loading}
      title={translate('app.action.delete')}
      content={content}
      confirm={translate('app.action.delete')}
      cancel={translate('app.action.cancel')}
      confirmColor="warning"
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}

export default ConfirmDelete;
