import type { ReactNode } from 'react';
import { Box, Card, CardHeader, Stack } from '@mui/material';
import { ListBase, Loading, Pagination, useListContext, type Exporter, type SortPayload } from 'react-admin';
import { PageHeader } from '../PageHeader';
import { ErrorBanner } from '../ErrorBanner';
import { useErrorMessage } from '../errors';

export const ROWS_PER_PAGE = [10, 25, 50, 100];

interface Props {
  resource: string;
  /** Page title (h1) and the line under it; a function receives the list's total. */
  title: string;
  subtitle?: ReactNode | ((list: { total?: number; meta?: Record<string, unknown> }) => ReactNode);
  /** Buttons on the right of the title (add, export). */
  actions?: ReactNode;
  /** Stat cards between the header and the list. */
  stats?: ReactNode;
  /** The search box and filter controls, above the rows. */
  toolbar?: ReactNode;
  /** The rows: a <Datagrid> or a layout of its own that reads the list context. */
  children: ReactNode;
  sort: SortPayload;
  perPage?: number;
  exporter?: Exporter | false;
  /** Shown in the card instead of the rows when the page is empty. */
  empty?: ReactNode;
  testId: string;
  /** Translated prefix for a failed load ("Failed to fetch refrigerants"). */
  loadFailed: string;
  /** Dialogs (create/edit, confirm delete) rendered inside the list context. */
  dialogs?: ReactNode;
  /** Heading of the card that holds the rows ('Supplier Directory'). */
  tableTitle?: string;
}

/**
 * The one list screen of the registers: react-admin's list controller (server-side paging, sort and
 * filters, all in the URL) with the app's header, stat cards, a toolbar, the rows in a card, and pagination.
 */
export function RegisterList({ resource, sort, perPage = 25, exporter, ...view }: Props) {
  return (
    <ListBase resource={resource} sort={sort} perPage={perPage} exporter={exporter}>
      <RegisterListView {...view} />
    </ListBase>
  );
}

function RegisterListView({
  title,
  subtitle,
  actions,
  stats,
  toolbar,
  children,
  empty,
  testId,
  loadFailed,
  dialogs,
  tableTitle,
}: Omit<Props, 'resource' | 'sort' | 'perPage' | 'exporter'>) {
  const { data, total, meta, isPending, error } = useListContext();
  const errorMessage = useErrorMessage();
  return (
    <Box data-testid={testId}>
      <PageHeader
        title={title}
        subtitle={typeof subtitle === 'function' ? subtitle({ total, meta }) : subtitle}
        actions={actions}
      />
      {error && <ErrorBanner message={`${loadFailed}: ${errorMessage(error)}`} />}
      {stats}
      {toolbar && (
        <Card variant="outlined" sx={{ p: 1.5, mb: 2 }}>
          <Stack spacing={1.5}>{toolbar}</Stack>
        </Card>
      )}
      <Card variant="outlined">
        {tableTitle && <CardHeader title={tableTitle} slotProps={{ title: { variant: 'h6' } }} />}
        {isPending ? <Loading /> : !data?.length && empty ? empty : children}
        {!!data?.length && <Pagination rowsPerPageOptions={ROWS_PER_PAGE} />}
      </Card>
      {dialogs}
    </Box>
  );
}
