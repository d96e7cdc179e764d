import { Confirm, useTranslate } from 'react-admin';
import { useAsyncHandler } from './useAsyncHandler';

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
  onConfirm: () => void | Promise<unknown>;
  onClose: () => void;
  loading?: boolean;
}) {
  const translate = useTranslate();
  const handle = useAsyncHandler();
  return (
    <Confirm
      isOpen={open}
      loading={loading}
      title={translate('app.action.delete')}
      content={content}
      confirm={translate('app.action.delete')}
      cancel={translate('app.action.cancel')}
      confirmColor="warning"
      onConfirm={handle(onConfirm)}
      onClose={onClose}
    />
  );
}

export default ConfirmDelete;
