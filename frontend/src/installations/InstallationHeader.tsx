import { Link as RouterLink } from 'react-router-dom';
import { Alert, Box, Card, CardContent, Link, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatDate } from '../common/format';
import { useLocale } from '../common/useLocale';
import type { Installation } from '../api/types';
import { DueChip } from './DueChip';
import { formatChargeKg, formatTonnes } from './format';

/** The facts an inspector asks first: owner, gas, charge, CO2e, check interval and when the next is due. */
export function InstallationHeader({ installation: i }: { installation: Installation }) {
  const translate = useTranslate();
  const locale = useLocale();
  const t = (key: string, options?: object) => translate(`installations.header.${key}`, options);
  const facts: [string, React.ReactNode, string][] = [
    [
      t('customer'),
      <Link component={RouterLink} to={`/customers/${i.customerId}`}>
        {i.customerName}
      </Link>,
      'customer',
    ],
    [t('gas'), `${i.gasType}${i.gwp !== null ? ` (GWP ${i.gwp})` : ''}`, 'gas'],
    [t('charge'), formatChargeKg(i.chargeKg, locale), 'charge'],
    [t('co2e'), i.co2eTonnes === null ? t('noGwp') : formatTonnes(i.co2eTonnes, locale), 'co2e'],
    [
      t('interval'),
      i.leakCheckIntervalMonths === null
        ? t('exempt')
        : t('intervalMonths', { smart_count: i.leakCheckIntervalMonths }),
      'interval',
    ],
    [t('lastCheck'), formatDate(i.lastLeakCheckOn), 'last-check'],
    [
      t('nextDue'),
      <Box component="span" sx={{ display: 'inline-flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        {i.nextLeakCheckDue && formatDate(i.nextLeakCheckDue)}
        <DueChip status={i.leakCheckStatus} />
      </Box>,
      'next-due',
    ],
  ];
  return (
    <>
      {i.status === 'DECOMMISSIONED' && (
        <Alert severity="error" sx={{ mb: 2 }} data-testid="installation-decommissioned">
          {translate('installations.header.decommissioned', {
            date: formatDate(i.decommissionedOn),
            destination: i.gasDestination ? translate(`enums.gasDestination.${i.gasDestination}`) : '-',
          })}
        </Alert>
      )}
      {i.leakCheckStatus === 'LEAK_UNREPAIRED' && (
        <Alert severity="error" sx={{ mb: 2 }} data-testid="leak-unrepaired">
          {t('leakUnrepaired', { date: formatDate(i.leakUnrepairedSince) })}
        </Alert>
      )}
      {i.leakDetectionRequired && !i.leakDetectionSystem && i.status === 'ACTIVE' && (
        <Alert severity="warning" sx={{ mb: 2 }} data-testid="detection-missing">
          {t('detectionMissing')}
        </Alert>
      )}
      <Card variant="outlined" sx={{ mb: 2 }}>
        <CardContent
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' },
            gap: 1.5,
          }}
        >
          {facts.map(([label, value, id]) => (
            <Box key={id} data-testid={`fact-${id}`} sx={{ minWidth: 0 }}>
              <Typography variant="caption" color="text.secondary" component="div">
                {label}
              </Typography>
              <Typography variant="body2" component="div" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                {value}
              </Typography>
            </Box>
          ))}
        </CardContent>
      </Card>
    </>
  );
}
