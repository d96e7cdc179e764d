import type { ReactElement, ReactNode } from 'react';
import {
  Datagrid,
  DatagridBody,
  FunctionField,
  useListContext,
  useTranslate,
  type DatagridProps,
  type RaRecord,
} from 'react-admin';
import { RowActions } from '../RowActions';
import { ConfirmDelete } from '../ConfirmDelete';
import { useDeleteWithConfirm } from '../useDeleteWithConfirm';
import { RowWithTestId } from './RowWithTestId';
import { gridSx } from './gridSx';

/** Who may delete which row, and why a row that stays cannot go. */
export interface RowDeletion<T> {
  /** A row without a delete button (for example the signed-in user's own account). */
  hiddenFor?: (record: T) => boolean;
  /** Why a row cannot be deleted (shown on the disabled button), or null when it can. */
  refusedBecause?: (record: T) => string | null;
  /** The notification after a delete, from the server's answer (default `<resource>.deleted`). */
  successKey?: (answer: T | undefined) => string;
}

interface Props<T extends RaRecord> {
  /** The react-admin resource; also the namespace of its delete messages (`<resource>.confirmDelete`...). */
  resource: string;
  /** The test id of each row (`data-testid`); the table itself is `<resource>-table`. */
  rowTestId: string;
  /** The record's own data attributes on its row, for scripts and browser tests. */
  rowAttributes?: (record: T | undefined) => object;
  /** How a row is named in its buttons' labels and in the delete question. */
  nameOf: (record: T) => string;
  /** Opens the edit dialog; without it the row has no edit button. */
  onEdit?: (record: T) => void;
  /** Rows that can be edited (default all). */
  editableIf?: (record: T) => boolean;
  /** Without it the rows have no delete button. */
  deletion?: RowDeletion<T>;
  /** After a delete, beside the list's own refetch (for example stat cards above the list). */
  onChanged?: () => void;
  /** Heading of the actions column (default none). */
  actionsLabel?: string;
  bulkActionButtons?: ReactElement | false;
  isRowSelectable?: (record: T) => boolean;
  rowSx?: DatagridProps['rowSx'];
  /** The columns. */
  children: ReactNode;
}

/**
 * The rows of a register's list context as a data grid: sortable columns, edit and delete buttons per row,
 * the delete question and its notification. The registers differ only in their columns and rules.
 */
export function RegisterGrid<T extends RaRecord>({
  resource,
  rowTestId,
  rowAttributes,
  nameOf,
  onEdit,
  editableIf,
  deletion,
  onChanged,
  actionsLabel = '',
  bulkActionButtons = false,
  isRowSelectable,
  rowSx,
  children,
}: Props<T>) {
  const translate = useTranslate();
  const { refetch } = useListContext();
  const del = useDeleteWithConfirm<T>(
    resource,
    {
      success: deletion?.successKey ?? (() => `${resource}.deleted`),
      failure: translate(`${resource}.deleteFailed`),
    },
    () => {
      void refetch();
      onChanged?.();
    },
  );
  const deleteButton = (record: T) =>
    deletion && !deletion.hiddenFor?.(record) ? () => del.ask(record) : undefined;
  return (
    <>
      <Datagrid
        data-testid={`${resource}-table`}
        sx={gridSx}
        rowClick={false}
        size="small"
        body={
          <DatagridBody
            row={
              <RowWithTestId
                testId={rowTestId}
                attributes={rowAttributes && ((r) => rowAttributes(r as T | undefined))}
              />
            }
          />
        }
        rowSx={rowSx}
        isRowSelectable={isRowSelectable && ((r) => isRowSelectable(r as T))}
        bulkActionButtons={bulkActionButtons}
      >
        {children}
        {(onEdit || deletion) && (
          <FunctionField<T>
            label={actionsLabel}
            textAlign="right"
            sortable={false}
            render={(record) => (
              <RowActions
                name={nameOf(record)}
                onEdit={onEdit && (editableIf?.(record) ?? true) ? () => onEdit(record) : undefined}
                onDelete={deleteButton(record)}
                deleteDisabledReason={deletion?.refusedBecause?.(record) ?? null}
              />
            )}
          />
        )}
      </Datagrid>
      <ConfirmDelete
        open={!!del.target}
        loading={del.isPending}
        content={translate(`${resource}.confirmDelete`, { name: del.target ? nameOf(del.target) : '' })}
        onConfirm={del.confirm}
        onClose={del.cancel}
      />
    </>
  );
}
