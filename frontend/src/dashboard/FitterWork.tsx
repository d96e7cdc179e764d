import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import {
  Box,
  Button,
  Card,
  CardContent,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { FillLevelBar, formatDateTime, useFormatKg } from '../common';
import type { Cylinder, LogEntry } from '../api/types';
import { useApiGet } from './useApiGet';
import { workSince } from '../common/workDays';
import { cylindersPath, MAX_WORK_ENTRIES, ownEntriesPath, workCylinders } from './fitterWork';

function Section({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  return (
    <Card variant="outlined" sx={{ mb: 2 }} data-testid={testId}>
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ fontSize: '1.05rem', fontWeight: 700, mb: 1 }}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

/**
 * A fitter's own work on the dashboard (admins see the stock instead): the cylinders of their entries in
 * the last work days (the ones in the van) with what is left in them, and their latest entries.
 */
export function FitterWork({ userId }: { userId: number }) {
  const translate = useTranslate();
  const kg = useFormatKg();
  const entries = useApiGet<LogEntry[]>(ownEntriesPath(userId, workSince()));
  const ids = entries.data ? workCylinders(entries.data) : [];
  const cylinders = useApiGet<Cylinder[]>(cylindersPath(ids));
  const ordered = ids.flatMap((id) => cylinders.data?.find((c) => c.id === id) ?? []);
  const latest = (entries.data ?? []).slice(0, MAX_WORK_ENTRIES);
  return (
    <>
      <Section title={translate('dashboard.work.cylinders')} testId="work-cylinders">
        {entries.data && ids.length === 0 ? (
          <Typography color="text.secondary">{translate('dashboard.work.noCylinders')}</Typography>
        ) : (
          <List dense disablePadding>
            {ordered.map((c) => (
              <ListItem key={c.id} disablePadding divider data-testid="work-cylinder" data-id={c.id}>
                <ListItemButton component={RouterLink} to={`/cylinder/${c.id}`} sx={{ gap: 1.5 }}>
                  <ListItemText
                    primary={`${c.serialNumber} · ${c.gasType}`}
                    secondary={translate('dashboard.work.left', { kg: kg(c.currentWeight) })}
                    slotProps={{ primary: { sx: { fontWeight: 600, overflowWrap: 'anywhere' } } }}
                  />
                  <FillLevelBar
                    currentWeight={c.currentWeight}
                    initialWeight={c.initialWeight}
                    fillPercent={c.fillPercent}
                    fillLevel={c.fillLevel}
                  />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        )}
      </Section>
      <Section title={translate('dashboard.work.entries')} testId="work-entries">
        {entries.data && latest.length === 0 ? (
          <Typography color="text.secondary">{translate('dashboard.work.noEntries')}</Typography>
        ) : (
          <List dense disablePadding>
            {latest.map((log) => (
              <ListItem key={log.id} disablePadding divider data-testid="work-entry">
                <ListItemButton component={RouterLink} to={`/cylinder/${log.cylinderId}`}>
                  <ListItemText
                    primary={`${translate(`enums.mutationType.${log.mutationType}`)} · ${log.cylinderSerialNumber ?? `#${log.cylinderId}`}`}
                    secondary={[
                      log.weight ? kg(log.weight) : null,
                      log.installationName,
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
        <Box sx={{ mt: 1 }}>
          <Button component={RouterLink} to="/cylinders" size="small">
            {translate('dashboard.manageCylinders')}
          </Button>
        </Box>
      </Section>
    </>
  );
}
