import { Spinner } from '../common/Spinner';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import {
  Alert,
  AlertTitle,
  Box,
  Button,
  Card,
  CardContent,
  Collapse,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Typography,
} from '@mui/material';
import LocalGasStationIcon from '@mui/icons-material/LocalGasStation';
import RecyclingIcon from '@mui/icons-material/Recycling';
import SearchIcon from '@mui/icons-material/Search';
import BuildIcon from '@mui/icons-material/Build';
import InfoIcon from '@mui/icons-material/Info';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import { Title, useGetIdentity, useGetMany, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { ACTIONS, type Action } from '@domain';
import {
  ErrorBanner,
  formatDateTime,
  formatNumber,
  formatPercent,
  useErrorMessage,
  useFormatKg,
  useLocale,
} from '../common';
import { useApiGet } from './useApiGet';
import { InventoryTable } from './InventoryTable';
import { InventoryChart } from './InventoryChart';
import { LeakCheckCard } from './LeakCheckCard';
import { ComplianceCard } from './ComplianceCard';
import { FitterWork } from './FitterWork';
import { getStoredUser } from '../providers/session';
import type { Cylinder, DashboardStats } from '../api/types';

// The quick-action picker (search, scanner button, dialog) loads on the first click on an action, not with the page.
const QuickActionDialog = lazy(() => import('./QuickActionDialog'));

const ACTION_ICONS: Record<Action, ReactNode> = {
  charge: <LocalGasStationIcon />,
  recovery: <RecyclingIcon />,
  'leak-detection': <SearchIcon />,
  'leak-repair': <BuildIcon />,
  'cylinder-info': <InfoIcon />,
  transfer: <SwapHorizIcon />,
};

function Stat({
  label,
  value,
  note,
  testId,
}: {
  label: string;
  value: ReactNode;
  note?: ReactNode;
  testId: string;
}) {
  const locale = useLocale();
  return (
    <Card variant="outlined" data-testid={testId} sx={{ minWidth: 0 }}>
      <CardContent sx={{ p: 1.5, '&:last-child': { pb: 1.5 } }}>
        <Typography variant="body2" color="text.secondary" noWrap>
          {label}
        </Typography>
        <Typography
          variant="h6"
          component="div"
          sx={{ fontWeight: 700, lineHeight: 1.25 }}
          data-testid={`${testId}-value`}
        >
          {typeof value === 'number' ? formatNumber(value, locale) : value}
        </Typography>
        {note && (
          <Typography variant="caption" color="text.secondary" component="div" noWrap>
            {note}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}

function Section({ title, children, action }: { title: string; children: ReactNode; action?: ReactNode }) {
  return (
    <Card variant="outlined" sx={{ mb: 2 }}>
      <CardContent>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', mb: 1, gap: 1 }}>
          <Typography variant="h6" component="h2" sx={{ fontSize: '1.05rem', fontWeight: 700 }}>
            {title}
          </Typography>
          {action}
        </Box>
        {children}
      </CardContent>
    </Card>
  );
}

/**
 * The start page: greeting, weight-gap banner, quick actions, due leak checks; then for a fitter their own
 * work (the cylinders in the van, their latest entries), for an admin the stock (statistics, compliance,
 * inventory, everyone's activity).
 */
export default function DashboardPage() {
  const translate = useTranslate();
  const errorMessage = useErrorMessage();
  const locale = useLocale();
  const kg = useFormatKg();
  const { identity } = useGetIdentity();
  const { data: stats, error, loading } = useApiGet<DashboardStats>('stats/dashboard');
  const [action, setAction] = useState<Action | null>(null);
  // Mounted from the first action on and kept, so that closing still plays the dialog's exit transition.
  const [pickerUsed, setPickerUsed] = useState(false);
  const [showGaps, setShowGaps] = useState(false);
  const t = (n: number | null | undefined) => formatNumber(n ?? null, locale, 3);
  const number = (n: number) => formatNumber(n, locale);
  const gapIds = stats?.weightGapCylinderIds ?? [];
  const { data: gapCylinders } = useGetMany<Cylinder>(
    'cylinders',
    { ids: gapIds },
    { enabled: showGaps && gapIds.length > 0 },
  );
  const serialOf = (id: number) => gapCylinders?.find((c) => c.id === id);
  const me = getStoredUser();
  const fitter = me?.role === 'MONTEUR';

  return (
    <Box sx={{ py: 1, maxWidth: 1200 }} data-testid="dashboard">
      <Title title={translate('dashboard.title')} />
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mt: 1 }}>
        {translate('dashboard.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }} data-testid="dashboard-welcome">
        {translate('dashboard.welcome', { name: identity?.fullName ?? '' })}
      </Typography>

      {stats && stats.weightGapCount > 0 && (
        <Alert
          severity="warning"
          sx={{ mb: 2 }}
          data-testid="weight-gap-banner"
          action={
            <Button
              color="inherit"
              size="small"
              onClick={() => setShowGaps((s) => !s)}
              data-testid="weight-gap-details"
            >
              {translate(showGaps ? 'dashboard.hideDetails' : 'dashboard.viewDetails')}
            </Button>
          }
        >
          <AlertTitle>{translate('dashboard.gapTitle')}</AlertTitle>
          <span data-testid="weight-gap-count" data-count={stats.weightGapCount}>
            {translate('dashboard.gapText', { smart_count: stats.weightGapCount })}
          </span>
          <Collapse in={showGaps}>
            <Typography variant="subtitle2" sx={{ mt: 1 }}>
              {translate('dashboard.gapListTitle')}
            </Typography>
            <Box component="ul" sx={{ m: 0, pl: 2.5 }} data-testid="weight-gap-list">
              {stats.weightGapCylinderIds.map((id) => (
                <li key={id}>
                  <RouterLink to={`/cylinder/${id}`} style={{ color: 'inherit' }}>
                    {serialOf(id) ? `${serialOf(id)!.serialNumber} (${serialOf(id)!.gasType})` : `#${id}`}
                  </RouterLink>
                </li>
              ))}
            </Box>
          </Collapse>
        </Alert>
      )}

      <Typography variant="h6" component="h2" sx={{ fontSize: '1.05rem', fontWeight: 700, mb: 1 }}>
        {translate('dashboard.quickActions')}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(3, 1fr)', md: 'repeat(6, 1fr)' },
          gap: 1,
          mb: 3,
        }}
      >
        {ACTIONS.map((a) => (
          <Button
            key={a}
            variant="outlined"
            onClick={() => {
              setPickerUsed(true);
              setAction(a);
            }}
            data-testid={`quick-action-${a}`}
            title={translate(`dashboard.actionHints.${a}`)}
            sx={{
              flexDirection: 'column',
              py: 1.5,
              gap: 0.5,
              textTransform: 'none',
              fontWeight: 600,
              minHeight: 72,
            }}
          >
            {ACTION_ICONS[a]}
            {translate(`dashboard.actions.${a}`)}
          </Button>
        ))}
      </Box>

      <ErrorBanner message={error ? errorMessage(error, translate('dashboard.loadFailed')) : null} />
      {loading && !stats && (
        <Box sx={{ display: 'grid', placeItems: 'center', py: 4 }}>
          <Spinner />
        </Box>
      )}

      {stats && fitter && me && (
        <>
          <LeakCheckCard counts={stats.leakChecks} />
          <FitterWork userId={me.id} />
        </>
      )}

      {stats && !fitter && (
        <>
          <Box
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
              gap: 1,
              mb: 2,
            }}
            data-testid="dashboard-stats"
          >
            <Stat
              testId="stat-total"
              label={translate('dashboard.stats.totalCylinders')}
              value={stats.totalCylinders}
              note={translate('dashboard.stats.fillUpReclaim', {
                fillUp: stats.fillUpCylinders,
                reclaim: stats.reclaimCylinders,
              })}
            />
            <Stat
              testId="stat-active"
              label={translate('dashboard.stats.active')}
              value={stats.activeCylinders}
              note={translate('dashboard.stats.activePercent', {
                percent: formatPercent(stats.activePercent, locale).replace('%', ''),
              })}
            />
            <Stat
              testId="stat-maintenance"
              label={translate('dashboard.stats.maintenance')}
              value={stats.maintenanceCylinders}
              note={translate(
                stats.maintenanceCylinders > 0
                  ? 'dashboard.stats.requiresAttention'
                  : 'dashboard.stats.allGood',
              )}
            />
            <Stat
              testId="stat-inactive"
              label={translate('dashboard.stats.inactive')}
              value={stats.inactiveCylinders}
              note={translate('dashboard.stats.decommissioned', {
                count: stats.decommissionedCylinders,
              })}
            />
            <Stat
              testId="stat-weight"
              label={translate('dashboard.stats.totalWeight')}
              value={kg(stats.totalWeightKg)}
            />
            <Stat
              testId="stat-co2e"
              label={translate('dashboard.stats.totalCo2e')}
              value={
                stats.totalCo2eTonnes === null
                  ? '-'
                  : translate('app.tonnesCo2e', { value: t(stats.totalCo2eTonnes) })
              }
            />
            <Stat
              testId="stat-with-logs"
              label={translate('dashboard.stats.withLogs')}
              value={stats.cylindersWithLogs}
            />
            <Stat
              testId="stat-refrigerants"
              label={translate('dashboard.stats.refrigerantTypes')}
              value={stats.refrigerantTypes}
            />
          </Box>

          <LeakCheckCard counts={stats.leakChecks} />

          <ComplianceCard counts={stats} />

          <Section
            title={translate('dashboard.chart.title')}
            action={
              <Button component={RouterLink} to="/cylinders" size="small">
                {translate('dashboard.manageCylinders')}
              </Button>
            }
          >
            {stats.inventory.length === 0 ? (
              <Typography color="text.secondary">{translate('dashboard.inventory.none')}</Typography>
            ) : (
              <InventoryChart lines={stats.inventory} />
            )}
          </Section>

          <Section title={translate('dashboard.inventory.title')}>
            {stats.inventory.length === 0 ? (
              <Typography color="text.secondary">{translate('dashboard.inventory.none')}</Typography>
            ) : (
              <InventoryTable lines={stats.inventory} />
            )}
            <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
              {number(stats.totalCylinders)} {translate('dashboard.stats.totalBottles')}
            </Typography>
          </Section>

          <Section title={translate('dashboard.recent.title')}>
            {stats.recentLogs.length === 0 ? (
              <Typography color="text.secondary">{translate('dashboard.recent.none')}</Typography>
            ) : (
              <List dense disablePadding data-testid="recent-activity">
                {stats.recentLogs.map((log) => (
                  <ListItem key={log.id} disablePadding divider>
                    <ListItemButton component={RouterLink} to={`/cylinder/${log.cylinderId}`}>
                      <ListItemText
                        primary={`${translate(`enums.mutationType.${log.mutationType}`)} · ${log.cylinderSerialNumber ?? `#${log.cylinderId}`}`}
                        secondary={[
                          log.weight ? kg(log.weight) : null,
                          log.installationName,
                          log.user?.name ? translate('dashboard.recent.by', { name: log.user.name }) : null,
                          formatDateTime(log.date),
                        ]
                          .filter(Boolean)
                          .join(' · ')}
                      />
                    </ListItemButton>
                  </ListItem>
                ))}
              </List>
            )}
          </Section>
        </>
      )}
      {pickerUsed && (
        <Suspense fallback={null}>
          <QuickActionDialog action={action} onClose={() => setAction(null)} />
        </Suspense>
      )}
    </Box>
  );
}
