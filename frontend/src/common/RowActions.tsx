import { IconButton, Tooltip } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import DeleteIcon from '@mui/icons-material/Delete';
import { useTranslate } from 'react-admin';

/** Edit and delete icon buttons for a table row; delete can be disabled with a reason shown as tooltip. */
export function RowActions({
  onEdit,
  onDelete,
  deleteDisabledReason,
  name,
}: {
  onEdit?: () => void;
  onDelete?: () => void;
  deleteDisabledReason?: string | null;
  name?: string;
}) {
  const translate = useTranslate();
  const editLabel = `${translate('app.action.edit')}${name ? ` ${name}` : ''}`;
  const deleteLabel = `${translate('app.action.delete')}${name ? ` ${name}` : ''}`;
  return (
    <span style={{ whiteSpace: 'nowrap' }}>
      {onEdit && (
        <Tooltip title={translate('app.action.edit')}>
          <IconButton size="small" aria-label={editLabel} onClick={onEdit} data-testid="row-edit">
            <EditIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
      {onDelete && (
        <Tooltip title={deleteDisabledReason ?? translate('app.action.delete')}>
          <span>
            <IconButton
              size="small"
              color="error"
              aria-label={deleteLabel}
              onClick={onDelete}
              disabled={!!deleteDisabledReason}
              data-testid="row-delete"
            >
              <DeleteIcon fontSize="small" />
            </IconButton>
          </span>
        </Tooltip>
      )}
    </span>
  );
}

export default RowActions;
