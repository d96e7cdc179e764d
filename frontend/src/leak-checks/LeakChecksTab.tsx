import { useEffect, useState } from 'react';
import { Alert, Box, Button, Chip, List, ListItem, ListItemText, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { Loading, useCanAccess, useGetList, useTranslate } from 'react-admin';
import { formatDate } from '../common/format';
import type { LeakCheck } from '../api/types';
import { LeakCheckFormDialog } from './LeakCheckFormDialog';
import { VoidLeakCheckDialog } from './VoidLeakCheckDialog';
import { InstrumentChip } from '../instruments/InstrumentChip';
import { RevisionsDialog } from '../logs/RevisionsDialog';
import { LEAK_CHECK_REVISIONS } from '../logs/revisionChanges';
import { useFixParam } from '../offline/useFixParam';
import { useQueuedWrites } from '../offline/useQueuedWrites';

/**
 * The installation's leak checks, newest first, with the follow-up window after a repair; 'Record leak
 * check' while the installation is in use. Checks are append-only: administrators correct one (its earlier
 * values go into its history), void it with a reason, and read its history. With ?fix=<seq>, the check
 * saved on this phone that the server refused opens in the form to correct.
 */
export function LeakChecksTab({
  installationId,
  active,
  onChanged,
  startAdding = false,
  onStarted,
}: {
  installationId: number;
  /** False once decommissioned: no new checks. */
  active: boolean;
  onChanged: () => void;
  /** Open the new check's form at once (the dashboard's leak-detection action). */
  startAdding?: boolean;
  /** Told when the form asked for by startAdding has opened. */
  onStarted?: () => void;
}) {
  const translate = useTranslate();
  const [adding, setAdding] = useState(startAdding && active);
  useEffect(() => {
    if (startAdding) onStarted?.();
    // Once, when the tab opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const { fixing, stopFixing } = useFixParam();
  const writes = useQueuedWrites();
  const queued =
    fixing === null ? null : (writes.find((w) => w.seq === fixing && w.resource === 'leak-checks') ?? null);
  const { canAccess: mayVoid } = useCanAccess({ resource: 'leak-checks', action: 'delete' });
  const { canAccess: mayCorrect } = useCanAccess({ resource: 'leak-checks', action: 'edit' });
  const { canAccess: mayReadHistory } = useCanAccess({ resource: 'leak-checks', action: 'history' });
  const [voiding, setVoiding] = useState<LeakCheck | null>(null);
  // The check stays in the dialog while it closes, so its title and fields do not flip to 'new'.
  const [correcting, setCorrecting] = useState<LeakCheck | null>(null);
  const [correctOpen, setCorrectOpen] = useState(false);
  const [historyOf, setHistoryOf] = useState<number | null>(null);
  const {
    data = [],
    isPending,
    refetch,
  } = useGetList<LeakCheck>('leak-checks', {
    // Administrators also see voided checks (marked, with the reason): nothing disappears from their view.
    filter: mayVoid ? { installationId, includeVoided: true } : { installationId },
    sort: { field: 'checkedOn', order: 'DESC' },
    pagination: { page: 1, perPage: 100 },
  });
  const followedUp = new Set(data.map((c) => c.followUpOfId).filter(Boolean));
  return (
    <Box>
      {active && (
        <Button
          startIcon={<AddIcon />}
          variant="contained"
          onClick={() => setAdding(true)}
          data-testid="add-leak-check"
          sx={{ m: 1 }}
        >
          {translate('leakChecks.add')}
        </Button>
      )}
      {isPending ? (
        <Loading />
      ) : !data.length ? (
        <Typography color="text.secondary" sx={{ p: 2 }}>
          {translate('leakChecks.empty')}
        </Typography>
      ) : (
        <List dense data-testid="leak-checks">
          {data.map((c) => (
            <ListItem key={c.id} divider data-testid="leak-check-row" sx={{ display: 'block' }}>
              <ListItemText
                primary={
                  <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                    {formatDate(c.checkedOn)}
                    <Chip
                      size="small"
                      color={c.result === 'LEAK_FOUND' ? 'error' : 'success'}
                      variant="outlined"
                      label={translate(`enums.leakCheckResult.${c.result}`)}
                    />
                    {c.voided && <Chip size="small" label={translate('leakChecks.voided')} />}
                    {c.corrected && <Chip size="small" label={translate('leakChecks.corrected')} />}
                    <InstrumentChip instrument={c.instrument} overdue={c.instrumentOverdue} />
                    {mayCorrect && !c.voided && (
                      <Button
                        size="small"
                        onClick={() => {
                          setCorrecting(c);
                          setCorrectOpen(true);
                        }}
                        data-testid="correct-leak-check"
                      >
                        {translate('leakChecks.correct')}
                      </Button>
                    )}
                    {mayReadHistory && (c.corrected || c.voided) && (
                      <Button
                        size="small"
                        onClick={() => setHistoryOf(c.id)}
                        data-testid="leak-check-history"
                      >
                        {translate('leakChecks.history')}
                      </Button>
                    )}
                    {mayVoid && !c.voided && (
                      <Button
                        size="small"
                        color="error"
                        onClick={() => setVoiding(c)}
                        data-testid="void-leak-check"
                      >
                        {translate('leakChecks.void')}
                      </Button>
                    )}
                  </Box>
                }
                secondary={[
                  translate('leakChecks.by', { name: c.user?.name ?? '' }),
                  c.leakLocation,
                  c.repairedOn &&
                    `${translate('resources.leak-checks.fields.repairedOn')}: ${formatDate(c.repairedOn)}`,
                  c.repairDescription,
                  c.note,
                  c.voided && c.voidReason,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              />
              {active && !c.voided && c.followUpDueFrom && c.followUpDueBy && !followedUp.has(c.id) && (
                <Alert severity="info" sx={{ mt: 0.5 }} data-testid="follow-up-due">
                  {translate('leakChecks.followUpDue', {
                    from: formatDate(c.followUpDueFrom),
                    by: formatDate(c.followUpDueBy),
                  })}
                </Alert>
              )}
            </ListItem>
          ))}
        </List>
      )}
      <VoidLeakCheckDialog
        check={voiding}
        onClose={() => setVoiding(null)}
        onDone={() => {
          void refetch();
          onChanged();
        }}
      />
      <LeakCheckFormDialog
        open={correctOpen}
        record={correcting}
        installationId={installationId}
        checks={data}
        onClose={() => setCorrectOpen(false)}
        onSaved={() => {
          void refetch();
          onChanged();
        }}
      />
      {mayReadHistory && (
        <RevisionsDialog
          path={historyOf === null ? null : `leak-checks/${historyOf}/history`}
          schema={LEAK_CHECK_REVISIONS}
          onClose={() => setHistoryOf(null)}
        />
      )}
      <LeakCheckFormDialog
        open={adding}
        installationId={installationId}
        checks={data}
        onClose={() => setAdding(false)}
        onSaved={() => {
          void refetch();
          onChanged();
        }}
      />
      <LeakCheckFormDialog
        open={queued !== null}
        queued={queued}
        installationId={installationId}
        checks={data}
        onClose={stopFixing}
        onSaved={() => undefined}
      />
    </Box>
  );
}
