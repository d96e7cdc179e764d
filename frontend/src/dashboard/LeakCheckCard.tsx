import {
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { formatDate } from '../common';
import type { components } from '../api/schema';
import { useApiGet } from './useApiGet';

type Installation = components['schemas']['InstallationDto'];
type LeakCheckCounts = components['schemas']['LeakCheckCountsDto'];
type DueStatus = 'LEAK_UNREPAIRED' | 'OVERDUE' | 'DUE_SOON';

/** Per listed status: its words, its test id and the colour of its count. */
const LISTS: Record<DueStatus, { key: string; colour: 'error' | 'warning' }> = {
  LEAK_UNREPAIRED: { key: 'unrepaired', colour: 'error' },
  OVERDUE: { key: 'overdue', colour: 'error' },
  DUE_SOON: { key: 'dueSoon', colour: 'warning' },
};

/** How many installations of each kind the card lists: the rest are one click away in the filtered list. */
const ROWS = 5;

/** The installations list filtered on one leak-check status, soonest due first (react-admin's list URL). */
export function dueListUrl(status: DueStatus | 'NEVER_CHECKED'): string {
  const query = new URLSearchParams({
    filter: JSON.stringify({ leakCheckStatus: status, status: 'ACTIVE' }),
    sort: 'nextLeakCheckDue',
    order: 'ASC',
  });
  return `/installations?${query}`;
}

/** GET /api/installations for the first rows of one status, the one due longest ago first. */
export function dueRowsPath(status: DueStatus): string {
  const query = new URLSearchParams({
    filter: JSON.stringify({ leakCheckStatus: status, status: 'ACTIVE' }),
    sort: JSON.stringify(['nextLeakCheckDue', 'ASC']),
    range: JSON.stringify([0, ROWS - 1]),
  });
  return `installations?${query}`;
}

function DueList({ status, count }: { status: DueStatus; count: number }) {
  const translate = useTranslate();
  const { data } = useApiGet<Installation[]>(count > 0 ? dueRowsPath(status) : null);
  const { key, colour } = LISTS[status];
  return (
    <Box data-testid={`leak-check-${key}`} sx={{ minWidth: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Typography variant="subtitle2" component="h3">
          {translate(`dashboard.leakChecks.${key}`)}{' '}
          <Chip
            size="small"
            label={count}
            color={count > 0 ? colour : 'default'}
            variant="outlined"
            data-testid={`leak-check-${key}-count`}
          />
        </Typography>
        {count > 0 && (
          <Button
            component={RouterLink}
            to={dueListUrl(status)}
            size="small"
            data-testid={`leak-check-${key}-all`}
          >
            {translate('dashboard.leakChecks.showAll')}
          </Button>
        )}
      </Box>
      {count === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {translate('dashboard.leakChecks.none')}
        </Typography>
      ) : (
        <List dense disablePadding>
          {(data ?? []).map((installation) => (
            <ListItem key={installation.id} disablePadding divider>
              <ListItemButton
                component={RouterLink}
                to={`/installations/${installation.id}`}
                data-testid="leak-check-row"
              >
                <ListItemText
                  primary={`${installation.name} · ${installation.customerName}`}
                  secondary={
                    status === 'LEAK_UNREPAIRED'
                      ? translate('dashboard.leakChecks.leakFound', {
                          date: formatDate(installation.leakUnrepairedSince),
                          gas: installation.gasType,
                        })
                      : translate('dashboard.leakChecks.due', {
                          date: formatDate(installation.nextLeakCheckDue),
                          gas: installation.gasType,
                        })
                  }
                />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  );
}

/**
 * Art. 5 leak checks: first the installations with a leak found and not repaired (only when there are
 * some: they must stand out), then those overdue and due within 30 days, and how many were never checked.
 */
export function LeakCheckCard({ counts }: { counts: LeakCheckCounts }) {
  const translate = useTranslate();
  return (
    <Card variant="outlined" sx={{ mb: 2 }} data-testid="leak-check-card">
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ fontSize: '1.05rem', fontWeight: 700, mb: 1 }}>
          {translate('dashboard.leakChecks.title')}
        </Typography>
        {counts.unrepaired > 0 && (
          <Box sx={{ mb: 2 }}>
            <DueList status="LEAK_UNREPAIRED" count={counts.unrepaired} />
          </Box>
        )}
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2 }}>
          <DueList status="OVERDUE" count={counts.overdue} />
          <DueList status="DUE_SOON" count={counts.dueSoon} />
        </Box>
        {counts.neverChecked > 0 && (
          <Button
            component={RouterLink}
            to={dueListUrl('NEVER_CHECKED')}
            size="small"
            sx={{ mt: 1 }}
            data-testid="leak-check-never"
          >
            {translate('dashboard.leakChecks.neverChecked', { smart_count: counts.neverChecked })}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
