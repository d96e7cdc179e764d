import { useCallback, useEffect, useMemo, useState } from 'react';
import {
  Box,
  Button,
  Chip,
  IconButton,
  InputAdornment,
  Link,
  List,
  ListItem,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import { alpha } from '@mui/material/styles';
import EditIcon from '@mui/icons-material/Edit';
import DeleteIcon from '@mui/icons-material/Delete';
import HistoryIcon from '@mui/icons-material/History';
import SearchIcon from '@mui/icons-material/Search';
import { Link as RouterLink } from 'react-router-dom';
import { useCanAccess, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { mutationDirection, type MutationType } from '@domain';
import {
  ConfirmDelete,
  formatDateTime,
  formatKgNumber,
  useErrorMessage,
  useFormatKg,
  useLocale,
} from '../common';
import { HISTORY_PAGE_SIZE } from '../common/constants';
import { filterLogs } from './logEntryLogic';
import { RevisionsDialog } from './RevisionsDialog';
import { GapExplainDialog } from './GapExplainDialog';
import { canExplainGap, signedGap } from './gapExplainLogic';
import type { LogEntry } from '../api/types';
import { InstrumentChip } from '../instruments/InstrumentChip';
import { useStagedCount } from '../common/useStagedCount';

/** History rows drawn per task while the page's first rows come in. */
const STAGE_ROWS = 5;

const DIRECTION_COLOUR = { IN: '#16a34a', OUT: '#dc2626', NONE: '#6b7280' } as const;

/**
 * The mutation history with search; admins can correct, delete, explain a weight gap and see an entry's
 * change history.
 */
export function LogEntryHistory({
  logs,
  total,
  highlightId = null,
  onEdit,
  onChanged,
}: {
  logs: LogEntry[];
  /** The cylinder's number of live entries; the detail carries only the newest ones of a long history. */
  total?: number;
  /** An entry to bring into view and mark (the detail's gap alert leads here). */
  highlightId?: number | null;
  onEdit: (entry: LogEntry) => void;
  onChanged: () => void;
}) {
  const translate = useTranslate();
  const { canAccess: mayEdit } = useCanAccess({ resource: 'logs', action: 'edit' });
  const { canAccess: mayDelete } = useCanAccess({ resource: 'logs', action: 'delete' });
  const { canAccess: mayReadHistory } = useCanAccess({ resource: 'logs', action: 'history' });
  const { canAccess: mayExplainGap } = useCanAccess({ resource: 'logs', action: 'explain-gap' });
  const notify = useNotify();
  const errorMessage = useErrorMessage();
  const dataProvider = useDataProvider();
  const kg = useFormatKg();
  const locale = useLocale();
  const [search, setSearch] = useState('');
  const [deleting, setDeleting] = useState<LogEntry | null>(null);
  const [busy, setBusy] = useState(false);
  const [historyOf, setHistoryOf] = useState<number | null>(null);
  const [explaining, setExplaining] = useState<LogEntry | null>(null);
  const typeLabel = useCallback((t: MutationType) => translate(`enums.mutationType.${t}`), [translate]);
  const shown = useMemo(() => filterLogs(logs, search, typeLabel), [logs, search, typeLabel]);
  // The newest page of the matching entries; "show more" adds a page. An entry to highlight further down
  // (the gap alert's) widens it just enough.
  const [pages, setPages] = useState(1);
  const highlightAt = highlightId === null ? -1 : shown.findIndex((l) => l.id === highlightId);
  const limit = Math.max(pages * HISTORY_PAGE_SIZE, highlightAt + 1);
  const visible = shown.length > limit ? shown.slice(0, limit) : shown;
  // The rows join a few at a time after the first ones (the counts and "show more" below already tell
  // the whole page); an entry to highlight is there at once, to scroll to.
  const drawn = useStagedCount(visible.length, STAGE_ROWS, STAGE_ROWS, highlightId !== null);

  useEffect(() => {
    if (highlightId === null) return;
    document
      .querySelector(`[data-testid="log-entry"][data-log-id="${highlightId}"]`)
      ?.scrollIntoView({ behavior: 'smooth', block: 'center' });
  }, [highlightId]);

  const confirmDelete = async () => {
    if (!deleting) return;
    setBusy(true);
    try {
      await dataProvider.delete('logs', { id: deleting.id, previousData: deleting });
      notify('logs.deletedOk', { type: 'success' });
      setDeleting(null);
      onChanged();
    } catch (e) {
      notify(errorMessage(e, translate('logs.deleteFailed')), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box data-testid="log-history">
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
        {translate('logs.history.title')}
      </Typography>
      <TextField
        fullWidth
        size="small"
        value={search}
        onChange={(e) => {
          setSearch(e.target.value);
          setPages(1);
        }}
        placeholder={translate('logs.history.search')}
        sx={{ mb: 1 }}
        slotProps={{
          htmlInput: { 'data-testid': 'log-search', 'aria-label': translate('logs.history.search') },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
      />
      {total !== undefined && total > logs.length && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} data-testid="log-history-partial">
          {translate('logs.history.partial', { shown: logs.length, total })}
        </Typography>
      )}
      {shown.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 2 }} data-testid="log-history-empty">
          {translate(logs.length === 0 ? 'logs.history.empty' : 'logs.history.noMatch')}
        </Typography>
      ) : (
        <List disablePadding>
          {visible.slice(0, drawn).map((l) => {
            const dir = mutationDirection(l.mutationType);
            const sign = dir === 'IN' ? '+' : dir === 'OUT' ? '-' : '';
            return (
              <ListItem
                key={l.id}
                divider
                data-testid="log-entry"
                data-log-id={l.id}
                data-highlighted={l.id === highlightId ? 'true' : undefined}
                disableGutters
                sx={{
                  alignItems: 'flex-start',
                  gap: 1,
                  pr: 0,
                  ...(l.id === highlightId && {
                    bgcolor: (theme) => alpha(theme.palette.warning.main, 0.16),
                    outline: 2,
                    outlineColor: 'warning.main',
                    borderRadius: 1,
                    scrollMarginTop: 80,
                  }),
                }}
              >
                <Box
                  sx={{
                    width: 4,
                    alignSelf: 'stretch',
                    borderRadius: 2,
                    bgcolor: DIRECTION_COLOUR[dir],
                    flexShrink: 0,
                  }}
                />
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <Box
                    sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, alignItems: 'baseline' }}
                  >
                    <Typography sx={{ fontWeight: 700 }} data-testid="log-entry-type">
                      {typeLabel(l.mutationType)}
                    </Typography>
                    <Typography sx={{ fontWeight: 700, whiteSpace: 'nowrap' }} data-testid="log-entry-weight">
                      {sign}
                      {kg(l.weight)}
                    </Typography>
                  </Box>
                  {l.installationId !== null && l.installationName && (
                    <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                      {translate('logs.installation.column')}:{' '}
                      <Link
                        component={RouterLink}
                        to={`/installations/${l.installationId}`}
                        data-testid="log-entry-installation"
                      >
                        {l.installationName}
                      </Link>
                    </Typography>
                  )}
                  {l.note && (
                    <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                      {l.note}
                    </Typography>
                  )}
                  <Typography variant="caption" color="text.secondary" component="div">
                    {[
                      l.user?.name ? translate('logs.history.by', { name: l.user.name }) : null,
                      l.workOrder ? translate('logs.history.workOrder', { workOrder: l.workOrder }) : null,
                      formatDateTime(l.date),
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </Typography>
                  {(l.weightBefore !== null || l.weightAfter !== null) && (
                    <Typography variant="caption" color="text.secondary" component="div">
                      {translate('logs.history.readings', {
                        before: formatKgNumber(l.weightBefore, locale),
                        after: formatKgNumber(l.weightAfter, locale),
                      })}
                    </Typography>
                  )}
                  <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap', mt: 0.5 }}>
                    {l.weightGap !== null && l.weightGap !== undefined && (
                      <Chip
                        size="small"
                        color={l.gapExplanation ? 'default' : 'warning'}
                        variant={l.gapExplanation ? 'outlined' : 'filled'}
                        data-testid="log-entry-gap"
                        data-explained={l.gapExplanation ? 'true' : 'false'}
                        label={`${translate('logs.history.gap', { gap: signedGap(l.weightGap, locale) })}${
                          l.gapExplanation ? ` · ${translate('logs.history.gapExplained')}` : ''
                        }`}
                      />
                    )}
                    {l.corrected && (
                      <Chip size="small" variant="outlined" label={translate('logs.history.corrected')} />
                    )}
                    <InstrumentChip instrument={l.instrument} overdue={l.instrumentOverdue} />
                    {mayExplainGap && canExplainGap(l) && (
                      <Button
                        size="small"
                        variant="outlined"
                        color="warning"
                        onClick={() => setExplaining(l)}
                        data-testid="log-explain-gap"
                        sx={{ py: 0, minHeight: 24 }}
                      >
                        {translate('logs.history.explain')}
                      </Button>
                    )}
                  </Box>
                  {l.gapExplanation && (
                    <Box
                      data-testid="log-entry-gap-explanation"
                      sx={{ mt: 0.5, pl: 1, borderLeft: 2, borderColor: 'divider' }}
                    >
                      <Typography variant="body2" sx={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
                        {l.gapExplanation.text}
                      </Typography>
                      <Typography variant="caption" color="text.secondary" component="div">
                        {translate('logs.history.explainedBy', {
                          name: l.gapExplanation.by.name,
                          date: formatDateTime(l.gapExplanation.at),
                        })}
                      </Typography>
                    </Box>
                  )}
                </Box>
                {(mayEdit || mayDelete || mayReadHistory) && (
                  <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, flexShrink: 0 }}>
                    {mayEdit && (
                      <Tooltip title={translate('logs.history.edit')}>
                        <IconButton
                          size="small"
                          onClick={() => onEdit(l)}
                          aria-label={translate('logs.history.edit')}
                          data-testid="log-edit"
                        >
                          <EditIcon fontSize="small" />
                        </IconButton>
                      </Tooltip>
                    )}
                    {mayDelete && (
                      <Tooltip title={translate('logs.history.delete')}>
                        <IconButton
                          size="small"
                          color="error"
                          onClick={() => setDeleting(l)}
                          aria-label={translate('logs.history.delete')}
                          data-testid="log-delete"
                        >
                          <DeleteIcon fontSize="small" />
                        </IconButton>
                      </Tooltip>
                    )}
                    {mayReadHistory && (
                      <Tooltip title={translate('logs.history.showHistory')}>
                        <IconButton
                          size="small"
                          onClick={() => setHistoryOf(l.id)}
                          aria-label={translate('logs.history.showHistory')}
                          data-testid="log-revisions"
                        >
                          <HistoryIcon fontSize="small" />
                        </IconButton>
                      </Tooltip>
                    )}
                  </Box>
                )}
              </ListItem>
            );
          })}
        </List>
      )}
      {visible.length < shown.length && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mt: 1, flexWrap: 'wrap' }}>
          <Button
            variant="outlined"
            onClick={() => setPages(Math.ceil(limit / HISTORY_PAGE_SIZE) + 1)}
            data-testid="log-history-more"
          >
            {translate('logs.history.showMore', {
              count: Math.min(HISTORY_PAGE_SIZE, shown.length - visible.length),
            })}
          </Button>
          <Typography variant="body2" color="text.secondary" data-testid="log-history-shown">
            {translate('logs.history.shownOf', { shown: visible.length, total: shown.length })}
          </Typography>
        </Box>
      )}
      <ConfirmDelete
        open={deleting !== null}
        content={translate('logs.history.confirmDelete')}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
        loading={busy}
      />
      {mayReadHistory && (
        <RevisionsDialog
          path={historyOf === null ? null : `logs/${historyOf}/history`}
          onClose={() => setHistoryOf(null)}
        />
      )}
      {mayExplainGap && (
        <GapExplainDialog
          entry={explaining}
          onClose={() => setExplaining(null)}
          onSaved={() => {
            setExplaining(null);
            notify('logs.explainGap.saved', { type: 'success' });
            onChanged();
          }}
        />
      )}
    </Box>
  );
}

export default LogEntryHistory;
