import { Chip, Typography } from '@mui/material';
import { FunctionField, useCanAccess, useTranslate } from 'react-admin';
import { RegisterList } from '../common/list/RegisterList';
import { RegisterToolbar } from '../common/list/RegisterToolbar';
import { FilterSelect } from '../common/list/FilterSelect';
import { RegisterGrid } from '../common/list/RegisterGrid';
import { useRecordDialog } from '../common/list/useRecordDialog';
import { ListFormDialog } from '../common/list/ListFormDialog';
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
      dialogs={<ListFormDialog dialog={dialog} form={InstrumentFormDialog} />}
    >
      <InstrumentGrid onEdit={dialog.show} />
    </RegisterList>
  );
}

function InstrumentGrid({ onEdit }: { onEdit: (m: Instrument) => void }) {
  const translate = useTranslate();
  const { canAccess: mayEdit } = useCanAccess({ resource: 'instruments', action: 'edit' });
  const { canAccess: mayDelete } = useCanAccess({ resource: 'instruments', action: 'delete' });
  const field = (name: string) => translate(`resources.instruments.fields.${name}`);
  return (
    <RegisterGrid<Instrument>
      resource="instruments"
      rowTestId="instrument-row"
      nameOf={(m) => m.serialNumber}
      onEdit={mayEdit ? onEdit : undefined}
      deletion={
        mayDelete
          ? { refusedBecause: (m) => (uses(m) > 0 ? translate('instruments.inUse') : null) }
          : undefined
      }
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
    </RegisterGrid>
  );
}

export default InstrumentList;
