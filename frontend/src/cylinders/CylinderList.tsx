import { lazy, Suspense, useMemo, useState } from 'react';
import {
  Badge,
  Box,
  Button,
  Collapse,
  IconButton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TableSortLabel,
  Tooltip,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import FilterListIcon from '@mui/icons-material/FilterList';
import { visuallyHidden } from '@mui/utils';
import DownloadIcon from '@mui/icons-material/Download';
import VisibilityIcon from '@mui/icons-material/Visibility';
import PropaneTankIcon from '@mui/icons-material/PropaneTank';
import { Link } from 'react-router-dom';
import { useCanAccess, useGetList, useListContext, useNotify, useRefresh, useTranslate } from 'react-admin';
import { CYLINDER_STATUSES, CYLINDER_TYPES, OWNERSHIPS, RENTAL_STATUSES, RETEST_STATUSES } from '@domain';
import { RegisterList } from '../common/list/RegisterList';
import { ListSearch } from '../common/list/ListSearch';
import { StatusBadge } from '../common/StatusBadge';
import { FillLevelBar } from '../common/FillLevelBar';
import { ConfirmDelete } from '../common/ConfirmDelete';
import { CylinderDeleteButton } from './CylinderDeleteButton';
import { useDeleteWithConfirm } from '../common/useDeleteWithConfirm';
import { useErrorMessage } from '../common/errors';
import { useAsyncHandler } from '../common/useAsyncHandler';
import { formatDate } from '../common/format';
import { useFormatKg } from '../common/useLocale';
import { dataProvider } from '../providers/dataProvider';
import { CylinderTypeIcon } from './CylinderTypeIcon';
import { GapFlag } from './GapFlag';
import { ComplianceChips } from './ComplianceChips';
import { EnumSelect } from './EnumSelect';
import type { Cylinder, Refrigerant } from '../api/types';

// The create dialog (gas picker, supplier select) loads on the first click on Add, not with the list.
const CylinderCreateDialog = lazy(() => import('./CylinderCreateDialog'));

export const FILTER_FIELDS = [
  'status',
  'ownership',
  'cylinderType',
  'gasType',
  'hasWeightGap',
  'rentalStatus',
  'retestStatus',
] as const;

/** Number of active filters (the search text does not count). */
export function activeFilterCount(filters: Record<string, unknown>): number {
  return FILTER_FIELDS.filter((f) => filters[f] !== undefined && filters[f] !== '').length;
}

/**
 * /cylinders: server-side paged, sorted and filtered register of cylinders, on the registers' list scaffold.
 * One request per view: the page carries its total (Content-Range) and, when filtered, the register's size.
 */
export function CylinderList() {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const errorMessage = useErrorMessage();
  const [createOpen, setCreateOpen] = useState(false);
  const [createMounted, setCreateMounted] = useState(false);
  const [clearKey, setClearKey] = useState(0);
  const openCreate = () => {
    setCreateMounted(true);
    setCreateOpen(true);
  };

  return (
    <RegisterList
      resource="cylinders"
      sort={{ field: 'createdAt', order: 'DESC' }}
      testId="cylinder-list"
      subtitle={({ total, meta }) => {
        // A search matching more than the server counts says "1000+ of N" (meta.totalAtLeast).
        const atLeast = meta?.totalAtLeast as number | undefined;
        const shown = atLeast ?? total ?? 0;
        return (
          <span data-testid="cylinder-count">
            {translate(atLeast === undefined ? 'cylinders.count' : 'cylinders.countAtLeast', {
              shown,
              total: (meta?.unfilteredTotal as number | undefined) ?? shown,
            })}
          </span>
        );
      }}
      actions={
        <>
          <ExportCsvButton
            onError={(e) => notify(errorMessage(e, translate('cylinders.exportFailed')), { type: 'error' })}
          />
          <Button variant="contained" startIcon={<AddIcon />} onClick={openCreate} data-testid="add-cylinder">
            {translate('cylinders.add')}
          </Button>
        </>
      }
      toolbar={<CylinderToolbar clearKey={clearKey} onClear={() => setClearKey((k) => k + 1)} />}
      empty={<CylindersEmpty onAdd={openCreate} onClear={() => setClearKey((k) => k + 1)} />}
      dialogs={
        createMounted && (
          <Suspense fallback={null}>
            <CylinderCreateDialog
              open={createOpen}
              onClose={() => setCreateOpen(false)}
              onCreated={() => refresh()}
            />
          </Suspense>
        )
      }
    >
      <CylinderRows />
    </RegisterList>
  );
}

/** CSV of the list as filtered now, made by the server (all matching rows, not just this page). */
function ExportCsvButton({ onError }: { onError: (e: unknown) => void }) {
  const translate = useTranslate();
  const handle = useAsyncHandler();
  const { filterValues } = useListContext();
  async function exportCsv() {
    try {
      const qs = new URLSearchParams({ filter: JSON.stringify(filterValues) });
      await dataProvider.download(
        `cylinders/export.csv?${qs}`,
        `cylinders-${new Date().toISOString().slice(0, 10)}.csv`,
      );
    } catch (e) {
      onError(e);
    }
  }
  return (
    <Tooltip title={translate('cylinders.exportCsv')}>
      <Button
        variant="outlined"
        startIcon={<DownloadIcon />}
        onClick={handle(exportCsv)}
        data-testid="export-csv"
      >
        CSV
      </Button>
    </Tooltip>
  );
}

function CylinderToolbar({ clearKey, onClear }: { clearKey: number; onClear: () => void }) {
  const translate = useTranslate();
  const { data, filterValues, setFilters } = useListContext<Cylinder>();
  const [showFilters, setShowFilters] = useState(false);
  // The gas types to pick from load when the filters open, not with every view of the list.
  const { data: refrigerants = [] } = useGetList<Refrigerant>(
    'refrigerants',
    { pagination: { page: 1, perPage: 1000 }, sort: { field: 'name', order: 'ASC' } },
    { enabled: showFilters },
  );
  const gasTypes = useMemo(() => {
    const names = new Set<string>(refrigerants.map((r) => r.name));
    for (const c of data ?? []) names.add(c.gasType);
    if (filterValues.gasType) names.add(filterValues.gasType as string);
    return [...names].sort((a, b) => a.localeCompare(b));
  }, [refrigerants, data, filterValues.gasType]);
  const activeFilters = activeFilterCount(filterValues);
  const filtering = activeFilters > 0 || !!filterValues.q;

  const setFilter = (field: string, value: string | boolean) => {
    const next = { ...filterValues };
    if (value !== '') next[field] = value;
    else delete next[field];
    setFilters(next, {}, false);
  };
  const clearFilters = () => {
    onClear();
    setFilters({}, {}, false);
  };
  const gap = filterValues.hasWeightGap === undefined ? '' : String(filterValues.hasWeightGap);

  return (
    <Box>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <ListSearch
          placeholder={translate('cylinders.searchPlaceholder')}
          testId="cylinder-search"
          resetKey={clearKey}
        />
        <Button
          variant={showFilters ? 'contained' : 'outlined'}
          onClick={() => setShowFilters((s) => !s)}
          data-testid="filters-toggle"
          aria-expanded={showFilters}
          sx={{ flexShrink: 0 }}
          startIcon={
            <Badge badgeContent={activeFilters} color="secondary" data-testid="filter-badge">
              <FilterListIcon />
            </Badge>
          }
        >
          {/* On a phone the button shows only its icon; the word stays for screen readers (its name). */}
          <Box component="span" sx={(theme) => ({ [theme.breakpoints.down('sm')]: visuallyHidden })}>
            {translate('cylinders.filters')}
          </Box>
        </Button>
      </Stack>
      <Collapse in={showFilters}>
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(4, minmax(0, 1fr))' },
            gap: 1.5,
            pt: 1.5,
            alignItems: 'center',
          }}
        >
          {(
            [
              ['status', CYLINDER_STATUSES],
              ['ownership', OWNERSHIPS],
              ['cylinderType', CYLINDER_TYPES],
              ['gasType', gasTypes],
              ['rentalStatus', RENTAL_STATUSES],
              ['retestStatus', RETEST_STATUSES],
            ] as const
          ).map(([field, values]) => (
            <EnumSelect
              key={field}
              size="small"
              allowAll
              name={`filter-${field}`}
              label={translate(`resources.cylinders.fields.${field}`)}
              values={values}
              // Gas types are names, not codes: shown as they are.
              group={field === 'gasType' ? '' : field}
              value={(filterValues[field] as string) ?? ''}
              onChange={(v) => setFilter(field, v)}
            />
          ))}
          <EnumSelect
            size="small"
            allowAll
            name="filter-hasWeightGap"
            label={translate('cylinders.gapFilter')}
            values={['true', 'false']}
            group="weightGap"
            value={gap}
            onChange={(v) => setFilter('hasWeightGap', v === '' ? '' : v === 'true')}
          />
          <Button onClick={clearFilters} disabled={!filtering} data-testid="filters-clear">
            {translate('cylinders.clear')}
          </Button>
        </Box>
      </Collapse>
    </Box>
  );
}

function CylindersEmpty({ onAdd, onClear }: { onAdd: () => void; onClear: () => void }) {
  const translate = useTranslate();
  const { filterValues, setFilters } = useListContext();
  const filtering = activeFilterCount(filterValues) > 0 || !!filterValues.q;
  return (
    <Box sx={{ textAlign: 'center', py: 5, px: 2 }} data-testid="cylinders-empty">
      <PropaneTankIcon sx={{ fontSize: 48, color: 'text.disabled' }} />
      <Typography variant="h6">{translate('cylinders.noneFound')}</Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {translate(filtering ? 'cylinders.hintFiltered' : 'cylinders.hintEmpty')}
      </Typography>
      {filtering ? (
        <Button
          onClick={() => {
            onClear();
            setFilters({}, {}, false);
          }}
        >
          {translate('cylinders.clear')}
        </Button>
      ) : (
        <Button variant="contained" startIcon={<AddIcon />} onClick={onAdd}>
          {translate('cylinders.add')}
        </Button>
      )}
    </Box>
  );
}

/** The rows of the page: a table on desktop, one card per cylinder on phones; delete behind a confirmation. */
function CylinderRows() {
  const translate = useTranslate();
  const refresh = useRefresh();
  const { data = [], sort, setSort } = useListContext<Cylinder>();
  const { canAccess: canDelete } = useCanAccess({ resource: 'cylinders', action: 'delete' });
  const phone = useMediaQuery((t: Theme) => t.breakpoints.down('md'));
  const del = useDeleteWithConfirm<Cylinder>(
    'cylinders',
    { success: 'cylinders.deleted', failure: translate('cylinders.deleteFailed') },
    () => refresh(),
  );
  return (
    <>
      {phone ? (
        <CylinderCards rows={data} canDelete={!!canDelete} onDelete={del.ask} />
      ) : (
        <CylinderTable rows={data} canDelete={!!canDelete} onDelete={del.ask} sort={sort} setSort={setSort} />
      )}
      <ConfirmDelete
        open={!!del.target}
        loading={del.isPending}
        content={translate('cylinders.confirmDelete')}
        onConfirm={del.confirm}
        onClose={del.cancel}
      />
    </>
  );
}

interface RowsProps {
  rows: Cylinder[];
  canDelete: boolean;
  onDelete: (c: Cylinder) => void;
}

function RowButtons({
  c,
  canDelete,
  onDelete,
}: {
  c: Cylinder;
  canDelete: boolean;
  onDelete: (c: Cylinder) => void;
}) {
  const translate = useTranslate();
  return (
    <Box sx={{ whiteSpace: 'nowrap' }}>
      <Tooltip title={translate('cylinders.viewDetails')}>
        <IconButton
          component={Link}
          to={`/cylinder/${c.id}`}
          size="small"
          aria-label={`${translate('cylinders.viewDetails')} ${c.serialNumber}`}
          data-testid="view-details"
        >
          <VisibilityIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      {canDelete && <CylinderDeleteButton cylinder={c} onDelete={onDelete} />}
    </Box>
  );
}

function GasCell({ c }: { c: Cylinder }) {
  const kg = useFormatKg();
  return (
    <Box>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {c.gasType}
      </Typography>
      <Typography variant="caption" color="text.secondary" component="div" data-testid="current-weight">
        {kg(c.currentWeight)}
      </Typography>
      <FillLevelBar
        fillPercent={c.fillPercent}
        fillLevel={c.fillLevel}
        currentWeight={c.currentWeight}
        initialWeight={c.initialWeight}
      />
    </Box>
  );
}

function SortHeader({
  field,
  label,
  sort,
  setSort,
}: {
  field: string;
  label: string;
  sort: { field: string; order: 'ASC' | 'DESC' };
  setSort: (s: { field: string; order: 'ASC' | 'DESC' }) => void;
}) {
  const active = sort.field === field;
  return (
    <TableSortLabel
      active={active}
      direction={active ? (sort.order === 'ASC' ? 'asc' : 'desc') : 'asc'}
      onClick={() => setSort({ field, order: active && sort.order === 'ASC' ? 'DESC' : 'ASC' })}
    >
      {label}
    </TableSortLabel>
  );
}

/** The desktop table's sortable columns: the sort field and its header (`cylinders.columns.<header>`). */
const SORT_COLUMNS = [
  ['cylinderType', 'type'],
  ['gasType', 'gas'],
  ['serialNumber', 'serial'],
  ['location', 'location'],
  ['purchaseDate', 'ownership'],
] as const;

function CylinderTable({
  rows,
  canDelete,
  onDelete,
  sort,
  setSort,
}: RowsProps & {
  sort: { field: string; order: 'ASC' | 'DESC' };
  setSort: (s: { field: string; order: 'ASC' | 'DESC' }) => void;
}) {
  const translate = useTranslate();
  return (
    <Table size="small" data-testid="cylinder-table">
      <TableHead>
        <TableRow>
          {SORT_COLUMNS.map(([field, label]) => (
            <TableCell key={field} padding={field === 'cylinderType' ? 'checkbox' : undefined}>
              <SortHeader
                field={field}
                label={translate(`cylinders.columns.${label}`)}
                sort={sort}
                setSort={setSort}
              />
            </TableCell>
          ))}
          <TableCell align="right">{translate('cylinders.columns.actions')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((c) => (
          <TableRow key={c.id} hover data-testid="cylinder-row" data-serial={c.serialNumber}>
            <TableCell padding="checkbox" sx={{ pl: 2 }}>
              <CylinderTypeIcon type={c.cylinderType} />
            </TableCell>
            <TableCell>
              <GasCell c={c} />
            </TableCell>
            <TableCell>
              <Typography variant="body2" sx={{ fontWeight: 600, mb: 0.5 }}>
                <Link to={`/cylinder/${c.id}`} style={{ color: 'inherit' }}>
                  {c.serialNumber}
                </Link>
              </Typography>
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, alignItems: 'center' }}>
                <StatusBadge status={c.status} />
                <GapFlag cylinder={c} />
                <ComplianceChips cylinder={c} />
              </Box>
            </TableCell>
            <TableCell>
              <Typography variant="body2">{c.location || translate('cylinders.noLocation')}</Typography>
              <Typography variant="caption" color="text.secondary">
                {c.supplierName || translate('cylinders.noSupplier')}
              </Typography>
            </TableCell>
            <TableCell>
              <Typography variant="body2">
                {translate(`enums.ownership.${c.ownership}`, { _: c.ownership })}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {c.purchaseDate ? formatDate(c.purchaseDate) : ''}
              </Typography>
            </TableCell>
            <TableCell align="right">
              <RowButtons c={c} canDelete={canDelete} onDelete={onDelete} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** Phone layout: one compact card per cylinder instead of a wide table. */
function CylinderCards({ rows, canDelete, onDelete }: RowsProps) {
  const translate = useTranslate();
  return (
    <Box data-testid="cylinder-cards">
      {rows.map((c) => (
        <Box
          key={c.id}
          data-testid="cylinder-row"
          data-serial={c.serialNumber}
          sx={{
            display: 'flex',
            gap: 1.5,
            p: 1.5,
            borderBottom: 1,
            borderColor: 'divider',
            alignItems: 'flex-start',
          }}
        >
          <Box sx={{ pt: 0.5 }}>
            <CylinderTypeIcon type={c.cylinderType} />
          </Box>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
              <Typography variant="body2" sx={{ fontWeight: 700, wordBreak: 'break-all' }}>
                <Link to={`/cylinder/${c.id}`} style={{ color: 'inherit' }}>
                  {c.serialNumber}
                </Link>
              </Typography>
              <StatusBadge status={c.status} />
              <GapFlag cylinder={c} />
              <ComplianceChips cylinder={c} />
            </Box>
            <GasCell c={c} />
            <Typography
              variant="caption"
              color="text.secondary"
              component="div"
              sx={{ mt: 0.5, wordBreak: 'break-word' }}
            >
              {[
                c.location,
                c.supplierName,
                translate(`enums.ownership.${c.ownership}`, { _: c.ownership }),
                c.purchaseDate ? formatDate(c.purchaseDate) : null,
              ]
                .filter(Boolean)
                .join(' · ')}
            </Typography>
          </Box>
          <RowButtons c={c} canDelete={canDelete} onDelete={onDelete} />
        </Box>
      ))}
    </Box>
  );
}

export default CylinderList;
