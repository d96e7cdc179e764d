import { IconButton, Tooltip } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { useTranslate } from 'react-admin';
import type { Cylinder } from '../api/types';

/**
 * Delete for one cylinder. A cylinder with mutations keeps its F-gas records, so the server refuses to delete
 * it: the button is disabled then, and says why (set its status to 'Buiten gebruik' / decommissioned).
 */
export function CylinderDeleteButton({
  cylinder,
  onDelete,
}: {
  cylinder: Cylinder;
  onDelete: (c: Cylinder) => void;
}) {
  const translate = useTranslate();
  const hasLogs = cylinder.logCount > 0;
  const title = hasLogs
    ? translate('cylinders.deleteHasLogs', { smart_count: cylinder.logCount })
    : translate('app.action.delete');
  return (
    <Tooltip title={title}>
      {/* A disabled button fires no events: the span carries the tooltip. */}
      <span data-testid="row-delete-wrap" title={hasLogs ? title : undefined}>
        <IconButton
          size="small"
          color="error"
          disabled={hasLogs}
          onClick={() => onDelete(cylinder)}
          aria-label={`${translate('app.action.delete')} ${cylinder.serialNumber}`}
          aria-description={hasLogs ? title : undefined}
          data-testid="row-delete"
          data-disabled-reason={hasLogs ? 'has-logs' : undefined}
        >
          <DeleteIcon fontSize="small" />
        </IconButton>
      </span>
    </Tooltip>
  );
}

export default CylinderDeleteButton;
