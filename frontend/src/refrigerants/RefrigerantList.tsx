import { useTranslate } from 'react-admin';
import { REFRIGERANT_TYPES } from '@domain';
import { GwpDot } from '../common/GwpDot';
import { RegisterList } from '../common/list/RegisterList';
import { RegisterToolbar } from '../common/list/RegisterToolbar';
import { FilterSelect } from '../common/list/FilterSelect';
import { useRecordDialog } from '../common/list/useRecordDialog';
import { useApiGet } from '../dashboard/useApiGet';
import { RefrigerantFormDialog } from './RefrigerantFormDialog';
import { RefrigerantGrid } from './RefrigerantGrid';
import type { Refrigerant, RefrigerantStats } from '../api/types';

/** /admin/refrigerants: stat cards by GWP band, the register as a server-paged grid, modal create/edit. */
export function RefrigerantList() {
  const translate = useTranslate();
  const stats = useApiGet<RefrigerantStats>('refrigerants/stats');
  const dialog = useRecordDialog<Refrigerant>();
  const typeLabel = (r: Refrigerant) => translate(`enums.refrigerantType.${r.type}`, { _: r.type });

  return (
    <RegisterList<Refrigerant>
      resource="refrigerants"
      onAdd={() => dialog.show(null)}
      addTestId="add-refrigerant"
      csv={{
        columns: [
          { header: translate('refrigerants.columns.name'), value: (r) => r.name },
          { header: translate('refrigerants.columns.type'), value: typeLabel },
          { header: translate('refrigerants.columns.gwp'), value: (r) => r.gwp },
          { header: translate('refrigerants.columns.cylinders'), value: (r) => r._count?.cylinders ?? 0 },
        ],
        fileName: translate('refrigerants.title').toLowerCase(),
      }}
      stats={[
        { key: 'total', value: stats.data?.total },
        { key: 'low', value: stats.data?.low, icon: <GwpDot gwp={1} /> },
        { key: 'medium', value: stats.data?.medium, icon: <GwpDot gwp={1500} /> },
        { key: 'high', value: stats.data?.high, icon: <GwpDot gwp={2500} /> },
      ]}
      toolbar={
        <RegisterToolbar searchPlaceholder={translate('refrigerants.searchPlaceholder')}>
          <FilterSelect
            source="type"
            label={translate('refrigerants.columns.type')}
            options={REFRIGERANT_TYPES.map((t) => ({
              value: t,
              label: translate(`enums.refrigerantType.${t}`),
            }))}
          />
        </RegisterToolbar>
      }
      dialogs={
        <RefrigerantFormDialog
          open={dialog.open}
          record={dialog.record}
          onClose={dialog.close}
          onSaved={() => void stats.refetch()}
        />
      }
    >
      <RefrigerantGrid onEdit={dialog.show} onChanged={() => void stats.refetch()} />
    </RegisterList>
  );
}

export default RefrigerantList;
