import { Spinner } from '../../common/Spinner';
import { lazy, Suspense, useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { Alert, AlertTitle, Box, Button, Card, CardContent, Link, Typography } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import AssignmentReturnIcon from '@mui/icons-material/AssignmentReturn';
import { Title, useCanAccess, useGetIdentity, useGetOne, useTranslate } from 'react-admin';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router-dom';
import { useErrorMessage } from '../../common';
import { LogsExportButton } from '../../logs/LogsExportButton';
import { useApiGet } from '../../dashboard/useApiGet';
import { ACTION_SCROLL_DELAY_MS, DEFAULT_WEIGHT_GAP_TOLERANCE_KG, NOTICE_MS } from '../../common/constants';
import { CylinderInfoCards } from './CylinderInfoCards';
import { CylinderHeader } from './CylinderHeader';
import { DetailTabs, type TabName } from './DetailTabs';
import { ReturnCylinderDialog } from './ReturnCylinderDialog';
import { LogEntryForm } from '../../logs/LogEntryForm';
import { LogEntryHistory } from '../../logs/LogEntryHistory';
import { useStagedCount } from '../../common/useStagedCount';
import { mutationTypeForAction } from '../../logs/logEntryLogic';
import { takeLanding } from '../../providers/landing';
import type { CylinderDetail, LogEntry, Settings } from '../../api/types';
import { usePendingEntries } from '../../offline/usePendingEntries';
import { PendingEntries } from '../../offline/PendingEntries';
import { useFixParam } from '../../offline/useFixParam';

// The edit form (with its Autocomplete and registers) loads when the user starts editing, not with the page.
const CylinderEditForm = lazy(() => import('./CylinderEditForm'));

const TAB_KEY = 'cylinderDetailTab';

const storedTab = (): TabName => (localStorage.getItem(TAB_KEY) === 'logs' ? 'logs' : 'details');

/** /cylinder/:id — details (view / edit) and the log entries (form + history) of one cylinder. */
export default function CylinderDetailPage() {
  const translate = useTranslate();
  const errorMessage = useErrorMessage();
  const { id } = useParams();
  const [searchParams] = useSearchParams();
  const action = searchParams.get('action');
  // ?fix=<seq>: a mutation saved on this phone (refused by the server) to correct in the form.
  const { fixing, stopFixing } = useFixParam();
  const preselectedType = useMemo(() => mutationTypeForAction(action), [action]);
  const { identity } = useGetIdentity();
  const {
    data: answer,
    error,
    isPending,
    refetch,
  } = useGetOne<CylinderDetail>(
    'cylinders',
    { id: Number(id) },
    { enabled: !!id && /^\d+$/.test(id), retry: false },
  );
  // The page's first drawing from its answer is a deferred render, which React splits into short slices
  // (the details, the form and a page of history at once were one long task on a phone); until then the
  // loading state below stays. Every later answer (after a save) shows at once, as the form expects.
  const firstDrawn = useDeferredValue(answer);
  const cylinder = firstDrawn === undefined ? undefined : answer;
  const { data: settings } = useApiGet<Settings>('settings');
  // Stable while the cylinder's gas is: the installation picker searches again when it changes.
  const cylinderGas = useMemo(
    () => ({ refrigerantId: cylinder?.refrigerantId ?? null, gasType: cylinder?.gasType ?? '' }),
    [cylinder?.refrigerantId, cylinder?.gasType],
  );
  // Opened from a label (this page is where the tab landed, maybe after signing in) or with ?action=: the
  // fitter is at the cylinder to record something, so the log entries tab opens with the form in view.
  const [fromLabel] = useState(() => takeLanding(`/cylinder/${id}`));
  const formFirst = !!action || fromLabel || fixing !== null;
  const [tab, setTab] = useState<TabName>(() => (formFirst ? 'logs' : storedTab()));
  const [editingCylinder, setEditingCylinder] = useState(false);
  const [editingLog, setEditingLog] = useState<LogEntry | null>(null);
  const [notice, setNotice] = useState<{ kind: 'success'; text: string } | null>(null);
  const [returnOpen, setReturnOpen] = useState(false);
  // Returning a cylinder is an administrator's step here (the rule); the API lets anyone who may
  // edit the cylinder do it.
  // Returning a cylinder to its supplier is an edit of the cylinder (the server's cylinders:edit): a fitter
  // who brings it back to the wholesaler records it as an administrator would.
  const { canAccess: mayReturn } = useCanAccess({ resource: 'cylinders', action: 'edit' });
  /** The entry the gap alert led to: scrolled to and highlighted in the history. */
  const [highlightLog, setHighlightLog] = useState<number | null>(null);

  // A tab the user picked while the page was still arriving stands: the form's arrival (below) must not
  // take them back to the log entries tab they just left. Marked per cylinder and queued entry to fix, so
  // another of either asks for the form again (no effect resets the mark: one could run after the tap).
  const formKey = `${id}:${fixing ?? ''}`;
  const userChoseOn = useRef<string | null>(null);
  // Stable per page: the tabs skip the page's re-renders (see DetailTabs).
  const chooseTab = useCallback(
    (t: TabName) => {
      userChoseOn.current = formKey;
      setTab(t);
      localStorage.setItem(TAB_KEY, t);
    },
    [formKey],
  );

  // The page comes in three commits, one task each: the header and tabs, then the form (with the export
  // button and the entries saved on this phone), then the history (below the form, out of view on a
  // phone). The header, tabs and form in one commit were the page's longest task on a phone (inserting
  // their styles and elements, and the tabs measuring the page); a page of history with them was longer.
  // On a phone the page's first drawing stays until the form is there (firstDrawing/drawThenStart.ts).
  const shown = useStagedCount(cylinder ? 2 : 0, 0, 1);
  const formShown = shown >= 1;
  const historyShown = shown >= 2;

  // ?action= selects the log entries tab and brings the form into view, unless the user acts first.
  const actionScroll = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    // Counted from the form's arrival (the page shows it a commit after its head): the page stays in view
    // as long as it did before the form came in its own commit.
    if (!formFirst || !formShown || userChoseOn.current === formKey) return undefined;
    setTab('logs');
    localStorage.setItem(TAB_KEY, 'logs');
    actionScroll.current = setTimeout(() => {
      document.getElementById('log-entry-form')?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    }, ACTION_SCROLL_DELAY_MS);
    return () => clearTimeout(actionScroll.current);
  }, [formFirst, formShown, formKey]);

  useEffect(() => {
    if (!notice) return undefined;
    const t = setTimeout(() => setNotice(null), NOTICE_MS);
    return () => clearTimeout(t);
  }, [notice]);

  const reload = useCallback(() => {
    void refetch();
  }, [refetch]);
  // By the page's id: a cylinder deleted meanwhile still shows the entries saved for it on this phone.
  const pending = usePendingEntries(id && /^\d+$/.test(id) ? Number(id) : undefined, answer?.logs, reload);
  const queued = useMemo(
    () => (fixing === null ? null : (pending.writes.find((w) => w.seq === fixing) ?? null)),
    [fixing, pending.writes],
  );
  // The form's weight checks read the entries before the one corrected: the server's and those saved on
  // this phone earlier (a pending entry's id is minus its seq).
  const pendingBefore = useMemo(
    () => (queued ? pending.asEntries.filter((e) => -e.id < queued.seq) : pending.asEntries),
    [queued, pending.asEntries],
  );

  const startEditLog = (entry: LogEntry) => {
    // A pending ?action= scroll would otherwise pull the page back down after this scroll to the top.
    clearTimeout(actionScroll.current);
    setEditingLog(entry);
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  const status = (error as { status?: number } | null)?.status;
  const badId = !!id && !/^\d+$/.test(id);
  if (badId || status === 404 || status === 400) {
    return (
      <Box sx={{ py: 3 }} data-testid="cylinder-not-found">
        <Title title={translate('cylinders.detail.notFound')} />
        <Typography variant="h6" gutterBottom>
          {translate('cylinders.detail.notFound')}
        </Typography>
        <Link component={RouterLink} to="/">
          {translate('cylinders.detail.backToDashboard')}
        </Link>
        <Box sx={{ mt: 2 }}>
          <PendingEntries writes={pending.writes} />
        </Box>
      </Box>
    );
  }
  if (error) {
    return (
      <Box sx={{ py: 3 }}>
        <Alert severity="error" data-testid="cylinder-error">
          <AlertTitle>{translate('cylinders.detail.errorTitle')}</AlertTitle>
          {errorMessage(error, translate('cylinders.detail.loadFailed'))}
          <Box sx={{ mt: 1 }}>
            <Link component={RouterLink} to="/">
              {translate('cylinders.detail.backToDashboard')}
            </Link>
          </Box>
        </Alert>
      </Box>
    );
  }
  if (isPending || !cylinder) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }} data-testid="cylinder-loading">
        <Spinner />
      </Box>
    );
  }

  const logs = cylinder.logs ?? [];
  return (
    <Box sx={{ py: 1, maxWidth: 1100 }} data-testid="cylinder-detail" data-cylinder-id={cylinder.id}>
      <Title title={cylinder.serialNumber} />
      <CylinderHeader cylinder={cylinder} />
      <DetailTabs tab={tab} logCount={logs.length} onChange={chooseTab} />

      {tab === 'details' && (
        <Box>
          {notice && (
            <Alert severity="success" sx={{ mb: 2 }} data-testid="cylinder-updated">
              {notice.text}
            </Alert>
          )}
          {editingCylinder ? (
            <Card variant="outlined">
              <CardContent>
                <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 2 }}>
                  {translate('cylinders.detail.editCylinder')}
                </Typography>
                <Suspense fallback={<Spinner size={24} />}>
                  <CylinderEditForm
                    key={cylinder.version}
                    cylinder={cylinder}
                    onCancel={() => setEditingCylinder(false)}
                    onSaved={() => {
                      setEditingCylinder(false);
                      setNotice({ kind: 'success', text: translate('cylinders.detail.updated') });
                      reload();
                    }}
                  />
                </Suspense>
              </CardContent>
            </Card>
          ) : (
            <>
              <Box sx={{ display: 'flex', justifyContent: 'flex-end', flexWrap: 'wrap', gap: 1, mb: 1 }}>
                {mayReturn && !cylinder.returnedOn && (
                  <Button
                    startIcon={<AssignmentReturnIcon />}
                    variant="outlined"
                    color="warning"
                    onClick={() => setReturnOpen(true)}
                    data-testid="cylinder-return"
                  >
                    {translate('cylinders.return.action')}
                  </Button>
                )}
                <Button
                  startIcon={<EditIcon />}
                  variant="outlined"
                  onClick={() => setEditingCylinder(true)}
                  data-testid="cylinder-edit"
                >
                  {translate('cylinders.detail.editCylinder')}
                </Button>
              </Box>
              <CylinderInfoCards
                cylinder={cylinder}
                onShowEntry={(logId) => {
                  clearTimeout(actionScroll.current);
                  setHighlightLog(logId);
                  chooseTab('logs');
                }}
              />
            </>
          )}
        </Box>
      )}

      {mayReturn && (
        <ReturnCylinderDialog
          cylinder={cylinder}
          open={returnOpen}
          onClose={() => setReturnOpen(false)}
          onDone={reload}
        />
      )}

      {tab === 'logs' && formShown && (
        <Box sx={{ display: 'grid', gap: 2 }}>
          <LogEntryForm
            cylinderId={cylinder.id}
            logs={pendingBefore.length ? [...pendingBefore, ...logs] : logs}
            editing={editingLog}
            queued={editingLog ? null : queued}
            preselectedType={preselectedType}
            currentUserId={identity?.id === undefined ? undefined : Number(identity.id)}
            contentKg={cylinder.currentWeight}
            tareKg={cylinder.tareWeight}
            deliveryKg={cylinder.deliveryWeight}
            cylinderType={cylinder.cylinderType}
            toleranceKg={settings?.weightGapTolerance ?? DEFAULT_WEIGHT_GAP_TOLERANCE_KG}
            cylinderGas={cylinderGas}
            requireInstallation={settings?.requireInstallation ?? false}
            onSaved={() => {
              setEditingLog(null);
              if (queued) stopFixing();
              reload();
            }}
            onCancelEdit={() => {
              setEditingLog(null);
              if (queued) stopFixing();
            }}
          />
          <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
            <LogsExportButton cylinderId={cylinder.id} serial={cylinder.serialNumber} />
          </Box>
          <PendingEntries writes={pending.writes} />
          {historyShown && (
            <Card variant="outlined">
              <CardContent>
                <LogEntryHistory
                  logs={logs}
                  total={cylinder.logCount}
                  highlightId={highlightLog}
                  onEdit={startEditLog}
                  onChanged={reload}
                />
              </CardContent>
            </Card>
          )}
        </Box>
      )}
    </Box>
  );
}
