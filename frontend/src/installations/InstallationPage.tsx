import { useState } from 'react';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router-dom';
import { Box, Button, Card, Link, Stack, Tab, Tabs } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import PowerSettingsNewIcon from '@mui/icons-material/PowerSettingsNew';
import { Loading, useCanAccess, useGetOne, useTranslate } from 'react-admin';
import { PageHeader } from '../common/PageHeader';
import { ErrorBanner } from '../common/ErrorBanner';
import { useErrorMessage } from '../common/errors';
import { StatusBadge } from '../common/StatusBadge';
import type { Installation } from '../api/types';
import { LeakChecksTab } from '../leak-checks/LeakChecksTab';
import { InstallationHeader } from './InstallationHeader';
import { InstallationFormDialog } from './InstallationFormDialog';
import { DecommissionDialog } from './DecommissionDialog';
import { EntriesTab } from './EntriesTab';
import { LogbookTab } from './LogbookTab';
import { ShareTab } from './ShareTab';
import { fixSeq } from '../offline/fixPath';
import { opensLeakCheck } from '../leak-checks/leakCheckAction';

type TabKey = 'entries' | 'leakChecks' | 'logbook' | 'share';

/**
 * /installations/:id, the page an installation label opens: its facts and due badge, then its entries,
 * leak checks, logbook and (admins) share links; admins decommission it here.
 */
export function InstallationPage() {
  const { id } = useParams();
  const translate = useTranslate();
  const errorMessage = useErrorMessage();
  const {
    data: installation,
    isPending,
    error,
    refetch,
  } = useGetOne<Installation>('installations', {
    id: Number(id),
  });
  const { canAccess: mayShare } = useCanAccess({ resource: 'installations', action: 'share' });
  const { canAccess: mayDecommission } = useCanAccess({ resource: 'installations', action: 'decommission' });
  const [searchParams, setSearchParams] = useSearchParams();
  // ?fix=: a leak check saved on this phone to correct opens its form on the leak-checks tab;
  // ?action=leak-check (the dashboard's leak detection) opens a new check's form there.
  const leakCheckAsked = opensLeakCheck(searchParams);
  const [tab, setTab] = useState<TabKey>(() =>
    fixSeq(searchParams) !== null || leakCheckAsked ? 'leakChecks' : 'entries',
  );
  const [editing, setEditing] = useState(false);
  const [decommissioning, setDecommissioning] = useState(false);

  if (isPending) return <Loading />;
  if (error || !installation)
    return <ErrorBanner message={`${translate('installations.notFound')}: ${errorMessage(error)}`} />;

  const active = installation.status === 'ACTIVE';
  const tabs: TabKey[] = ['entries', 'leakChecks', 'logbook', ...(mayShare ? (['share'] as const) : [])];
  return (
    <Box data-testid="installation-page" data-status={installation.status}>
      <Link component={RouterLink} to="/installations" variant="body2">
        {translate('installations.back')}
      </Link>
      <PageHeader
        title={installation.name}
        subtitle={
          <Box
            component="span"
            sx={{ display: 'inline-flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}
          >
            <StatusBadge status={installation.status} group="installationStatus" />
            {[
              translate(`enums.installationCategory.${installation.category}`),
              installation.manufacturer,
              installation.model,
              installation.serialNumber,
              installation.address,
            ]
              .filter(Boolean)
              .join(' · ')}
          </Box>
        }
        actions={
          active && (
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
              <Button
                startIcon={<EditIcon />}
                variant="outlined"
                onClick={() => setEditing(true)}
                data-testid="installation-edit"
              >
                {translate('app.action.edit')}
              </Button>
              {mayDecommission && (
                <Button
                  startIcon={<PowerSettingsNewIcon />}
                  color="error"
                  variant="outlined"
                  onClick={() => setDecommissioning(true)}
                  data-testid="installation-decommission"
                >
                  {translate('installations.decommission.action')}
                </Button>
              )}
            </Stack>
          )
        }
      />
      <InstallationHeader installation={installation} />
      <Card variant="outlined">
        <Tabs
          value={tab}
          onChange={(_, v: TabKey) => setTab(v)}
          variant="scrollable"
          scrollButtons="auto"
          allowScrollButtonsMobile
          sx={{ borderBottom: 1, borderColor: 'divider' }}
        >
          {tabs.map((k) => (
            <Tab key={k} value={k} label={translate(`installations.tabs.${k}`)} data-testid={`tab-${k}`} />
          ))}
        </Tabs>
        {tab === 'entries' && <EntriesTab installationId={installation.id} />}
        {tab === 'leakChecks' && (
          <LeakChecksTab
            installationId={installation.id}
            active={active}
            onChanged={() => void refetch()}
            startAdding={leakCheckAsked}
            // Once the form has been shown, a reload or going back does not open it again.
            onStarted={() =>
              setSearchParams(
                (p) => {
                  const next = new URLSearchParams(p);
                  next.delete('action');
                  return next;
                },
                { replace: true },
              )
            }
          />
        )}
        {tab === 'logbook' && <LogbookTab installation={installation} />}
        {tab === 'share' && mayShare && <ShareTab installationId={installation.id} />}
      </Card>
      <InstallationFormDialog
        open={editing}
        record={installation}
        onClose={() => setEditing(false)}
        onSaved={() => void refetch()}
      />
      <DecommissionDialog
        open={decommissioning}
        installationId={installation.id}
        onClose={() => setDecommissioning(false)}
        onDone={() => void refetch()}
      />
    </Box>
  );
}

export default InstallationPage;
