import type { ReactNode } from 'react';
import { Box, Button, Card, CardHeader, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import {
  downloadCSV,
  ExportButton,
  ListBase,
  Loading,
  Pagination,
  useListContext,
  useTranslate,
  type Exporter,
  type RaRecord,
  type SortPayload,
} from 'react-admin';
import { PageHeader } from '../PageHeader';
import { ErrorBanner } from '../ErrorBanner';
import { useErrorMessage } from '../errors';
import { toCsv, type CsvColumn } from './csv';
import { RegisterStats, type RegisterStat } from './RegisterStats';

export const ROWS_PER_PAGE = [10, 25, 50, 100];

interface Props<T extends RaRecord> {
  /** The react-admin resource; also the namespace of the register's messages (`<resource>.title`...). */
  resource: string;
  /** Page title (h1); default `<resource>.title`. */
  title?: string;
  /** The line under the title (default `<resource>.subtitle`); a function receives the list's total. */
  subtitle?: ReactNode | ((list: { total?: number; meta?: Record<string, unknown> }) => ReactNode);
  /** Opens the create dialog: an add button (`<resource>.add`, test id addTestId) beside the CSV export. */
  onAdd?: () => void;
  addTestId?: string;
  /** Buttons on the right of the title, instead of the CSV export and add button. */
  actions?: ReactNode;
  /** The browser-made CSV export of the listed rows (the export button is shown with onAdd). */
  csv?: { columns: CsvColumn<T>[]; fileName: string };
  /** Figures shown as stat cards between the header and the list. */
  stats?: RegisterStat[];
  /** The search box and filter controls, above the rows. */
  toolbar?: ReactNode;
  /** The rows: a <Datagrid> or a layout of its own that reads the list context. */
  children: ReactNode;
  /** Default: by name, A to Z. */
  sort?: SortPayload;
  perPage?: number;
  /** Shown in the card instead of the rows when the page is empty; default `<resource>.empty`. */
  empty?: ReactNode;
  /** Default `<resource>-page`. */
  testId?: string;
  /** Translated prefix for a failed load; default `<resource>.loadFailed`. */
  loadFailed?: string;
  /** Dialogs (create/edit, confirm delete) rendered inside the list context. */
  dialogs?: ReactNode;
}

/**
 * The one list screen of the registers: react-admin's list controller (server-side paging, sort and
 * filters, all in the URL) with the app's header, stat cards, a toolbar, the rows in a card, and pagination.
 * Titles and texts come from the register's messages by convention; a register passes only what differs.
 */
export function RegisterList<T extends RaRecord>({
  resource,
  sort = { field: 'name', order: 'ASC' },
  perPage = 25,
  csv,
  ...view
}: Props<T>) {
  const exporter: Exporter | undefined =
    csv && ((rows) => downloadCSV(toCsv(rows as T[], csv.columns), csv.fileName));
  return (
    <ListBase resource={resource} sort={sort} perPage={perPage} exporter={exporter}>
      <RegisterListView resource={resource} {...view} />
    </ListBase>
  );
}

function RegisterListView<T extends RaRecord>({
  resource,
  title,
  subtitle,
  onAdd,
  addTestId,
  actions,
  stats,
  toolbar,
  children,
  empty,
  testId,
  loadFailed,
  dialogs,
}: Omit<Props<T>, 'sort' | 'perPage' | 'csv'>) {
  const translate = useTranslate();
  const { total, meta, error } = useListContext();
  const errorMessage = useErrorMessage();
  const tableTitle = translate(`${resource}.tableTitle`, { _: '' });
  return (
    <Box data-testid={testId ?? `${resource}-page`}>
      <PageHeader
        title={title ?? translate(`${resource}.title`)}
        subtitle={
          typeof subtitle === 'function'
            ? subtitle({ total, meta })
            : (subtitle ?? translate(`${resource}.subtitle`))
        }
        actions={
          actions ??
          (onAdd && (
            <>
              {/* On a phone react-admin draws it as an icon; disabled (an empty list) it loses its name. */}
              <ExportButton
                maxResults={1000}
                data-testid="export-csv"
                aria-label={translate('ra.action.export')}
              />
              <Button variant="contained" startIcon={<AddIcon />} onClick={onAdd} data-testid={addTestId}>
                {translate(`${resource}.add`)}
              </Button>
            </>
          ))
        }
      />
      {error && (
        <ErrorBanner
          message={`${loadFailed ?? translate(`${resource}.loadFailed`)}: ${errorMessage(error)}`}
        />
      )}
      {stats && <RegisterStats resource={resource} stats={stats} />}
      {toolbar && (
        <Card variant="outlined" sx={{ p: 1.5, mb: 2 }}>
          <Stack spacing={1.5}>{toolbar}</Stack>
        </Card>
      )}
      <Card variant="outlined">
        {tableTitle && <CardHeader title={tableTitle} slotProps={{ title: { variant: 'h6' } }} />}
        <RegisterRows empty={empty ?? <RegisterEmpty text={translate(`${resource}.empty`)} />}>
          {children}
        </RegisterRows>
      </Card>
      {dialogs}
    </Box>
  );
}

/** The rows of a list context with its loading state, its empty text, and pagination under them. */
export function RegisterRows({ empty, children }: { empty: ReactNode; children: ReactNode }) {
  const { data, isPending } = useListContext();
  return (
    <>
      {isPending ? <Loading /> : !data?.length ? empty : children}
      {!!data?.length && <Pagination rowsPerPageOptions={ROWS_PER_PAGE} />}
    </>
  );
}

/** What an empty register page says instead of rows. */
export function RegisterEmpty({ text }: { text: string }) {
  return (
    <Typography sx={{ p: 3, textAlign: 'center' }} color="text.secondary" data-testid="list-empty">
      {text}
    </Typography>
  );
}
