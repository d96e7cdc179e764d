import { Chip, Typography } from '@mui/material';
import {
  Datagrid,
  DatagridBody,
  FunctionField,
  useCanAccess,
  useListContext,
  useTranslate,
} from 'react-admin';
import { RegisterList } from '../common/list/RegisterList';
import { RegisterToolbar } from '../common/list/RegisterToolbar';
import { FilterSelect } from '../common/list/FilterSelect';
import { RowWithTestId } from '../common/list/RowWithTestId';
import { gridSx } from '../common/list/gridSx';
import { useRecordDialog } from '../common/list/useRecordDialog';
import { RowActions } from '../common/RowActions';
import { ConfirmDelete } from '../common/ConfirmDelete';
import { useDeleteWithConfirm } from '../common/useDeleteWithConfirm';
import { formatDate } from '../common/format';
import { INSTRUMENT_KINDS } from '@domain';
import { InstrumentFormDialog } from './InstrumentFormDialog';
import type { Instrument } from '../api/types';

const uses = (m: Instrument) => m._count.logEntries + m._count.leakChecks;

/**
 * /instruments: the measuring instruments with their calibration, soonest due first; server-paged,
 * searchable, filtered by kind and overdue. Everyone reads it; administrators add, edit and delete.
 */
export function InstrumentList() {
  const translate = useTranslate();
  const dialog = useRecordDialog<Instrument>();
  const { canAccess: mayCreate } = useCanAccess({ resource: 'instruments', action: 'create' });
  const field = (name: string) => translate(`resources.instruments.fields.${name}`);
  return (
    <RegisterList<Instrument>
      resource="instruments"
      sort={{ field: 'calibrationDue', order: 'ASC' }}
      onAdd={mayCreate ? () => dialog.show(null) : undefined}
      addTestId="add-instrument"
      csv={{
        columns: [
          { header: field('kind'), value: (m) => translate(`enums.instrumentKind.${m.kind}`) },
          { header: field('serialNumber'), value: (m) => m.serialNumber },
          { header: field('make'), value: (m) => m.make },
          { header: field('calibratedOn'), value: (m) => m.calibratedOn },
          { header: field('calibrationDue'), value: (m) => m.calibrationDue },
          { header: translate('instruments.overdue'), value: (m) => (m.overdue ? 1 : 0) },
        ],
        fileName: translate('instruments.title').toLowerCase(),
      }}
      toolbar={
        <RegisterToolbar searchPlaceholder={translate('instruments.searchPlaceholder')}>
          <FilterSelect
            source="kind"
            label={field('kind')}
            options={INSTRUMENT_KINDS.map((kind) => ({
              value: kind,
              label: translate(`enums.instrumentKind.${kind}`),
            }))}
          />
          <FilterSelect
            source="overdue"
            label={translate('instruments.calibration')}
            options={[
              { value: true, label: translate('instruments.overdue') },
              { value: false, label: translate('instruments.ok') },
            ]}
          />
        </RegisterToolbar>
      }
      dialogs={<InstrumentDialogs dialog={dialog} />}
    >
      <InstrumentGrid onEdit={dialog.show} />
    </RegisterList>
  );
}

function InstrumentDialogs({ dialog }: { dialog: ReturnType<typeof useRecordDialog<Instrument>> }) {
  const { refetch } = useListContext();
  return (
    <InstrumentFormDialog
      open={dialog.open}
      record={dialog.record}
      onClose={dialog.close}
      onSaved={() => void refetch()}
    />
  );
}

function InstrumentGrid({ onEdit }: { onEdit: (m: Instrument) => void }) {
  const translate = useTranslate();
  const { refetch } = useListContext();
  const { canAccess: mayEdit } = useCanAccess({ resource: 'instruments', action: 'edit' });
  const { canAccess: mayDelete } = useCanAccess({ resource: 'instruments', action: 'delete' });
  const del = useDeleteWithConfirm<Instrument>(
    'instruments',
    { success: 'instruments.deleted', failure: translate('instruments.deleteFailed') },
    () => void refetch(),
  );
  const field = (name: string) => translate(`resources.instruments.fields.${name}`);
  return (
    <>
      <Datagrid
        data-testid="instruments-table"
        sx={gridSx}
        rowClick={false}
        size="small"
        bulkActionButtons={false}
        body={<DatagridBody row={<RowWithTestId testId="instrument-row" />} />}
      >
        <FunctionField<Instrument>
          source="serialNumber"
          label={field('serialNumber')}
          render={(m) => (
            <>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {m.serialNumber}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {[translate(`enums.instrumentKind.${m.kind}`), m.make].filter(Boolean).join(' · ')}
              </Typography>
            </>
          )}
        />
        <FunctionField<Instrument>
          source="calibratedOn"
          label={field('calibratedOn')}
          headerClassName="hide-on-phone"
          cellClassName="hide-on-phone"
          render={(m) => (m.calibratedOn ? formatDate(m.calibratedOn) : '-')}
        />
        <FunctionField<Instrument>
          source="calibrationDue"
          label={field('calibrationDue')}
          render={(m) =>
            m.calibrationDue ? (
              <>
                <Typography variant="body2" component="span" sx={{ mr: 1 }}>
                  {formatDate(m.calibrationDue)}
                </Typography>
                {m.overdue && (
                  <Chip
                    size="small"
                    color="error"
                    label={translate('instruments.overdue')}
                    data-testid="instrument-overdue"
                  />
                )}
              </>
            ) : (
              <Typography variant="body2" color="text.secondary" component="span">
                {translate('instruments.noDueDate')}
              </Typography>
            )
          }
        />
        <FunctionField<Instrument>
          label={translate('instruments.uses')}
          sortable={false}
          headerClassName="hide-below-md"
          cellClassName="hide-below-md"
          render={(m) => translate('instruments.useCount', { smart_count: uses(m) })}
        />
        {(mayEdit || mayDelete) && (
          <FunctionField<Instrument>
            label=""
            textAlign="right"
            sortable={false}
            render={(m) => (
              <RowActions
                name={m.serialNumber}
                onEdit={mayEdit ? () => onEdit(m) : undefined}
                onDelete={mayDelete ? () => del.ask(m) : undefined}
                deleteDisabledReason={uses(m) > 0 ? translate('instruments.inUse') : null}
              />
            )}
          />
        )}
      </Datagrid>
      <ConfirmDelete
        open={!!del.target}
        loading={del.isPending}
        content={translate('instruments.confirmDelete', { name: del.target?.serialNumber ?? '' })}
        onConfirm={del.confirm}
        onClose={del.cancel}
      />
    </>
  );
}

export default InstrumentList;
