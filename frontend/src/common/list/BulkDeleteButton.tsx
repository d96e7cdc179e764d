import { useState } from 'react';
import { Button } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { useDataProvider, useListContext, useNotify, useRefresh, useTranslate } from 'react-admin';
import { ConfirmDelete } from '../ConfirmDelete';
import { useErrorMessage } from '../errors';

/**
 * Deletes the selected rows one by one after a confirmation. The server refuses a row in use (409 with its
 * code): the rows it refused stay selected and the notification gives its reason in the user's language.
 */
export function BulkDeleteButton({ resource, confirmKey }: { resource: string; confirmKey: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider();
  const errorMessage = useErrorMessage(resource);
  const { selectedIds, onSelect, data } = useListContext();
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);

  async function confirm() {
    setPending(true);
    const refused: { id: unknown; reason: string }[] = [];
    for (const id of selectedIds) {
      try {
        await dataProvider.delete(resource, { id, previousData: data?.find((r) => r.id === id) });
      } catch (e) {
        refused.push({ id, reason: errorMessage(e, translate('app.list.deleteFailed')) });
      }
    }
    const deleted = selectedIds.length - refused.length;
    if (refused.length === 0) {
      notify('app.list.deleted', { type: 'success', messageArgs: { smart_count: deleted } });
    } else {
      notify(
        `${translate('app.list.deletedSome', { smart_count: deleted, refused: refused.length })} ${refused[0].reason}`,
        { type: 'error' },
      );
    }
    onSelect(refused.map((r) => r.id) as typeof selectedIds);
    setPending(false);
    setOpen(false);
    refresh();
  }

  return (
    <>
      <Button
        color="error"
        size="small"
        startIcon={<DeleteIcon />}
        onClick={() => setOpen(true)}
        data-testid="bulk-delete"
      >
        {translate('app.action.delete')}
      </Button>
      <ConfirmDelete
        open={open}
        loading={pending}
        content={translate(confirmKey, { smart_count: selectedIds.length })}
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
