import { Alert, Box, Card, CardContent, CardHeader, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatDate } from '../common/format';
import { useApiGet } from '../dashboard/useApiGet';
import { userCertificateStatus } from '../users/CertificateChip';
import type { User } from '../api/types';

/**
 * The signed-in user's personal F-gas certificate (GET /api/auth/me), read-only: administrators keep it
 * on the user. Warns when it expired or expires within 60 days (the domain's rule, company time).
 */
export function CertificateCard() {
  const translate = useTranslate();
  const { data: me } = useApiGet<User>('auth/me');
  if (!me) return null;
  const status = userCertificateStatus(me);
  const date = formatDate(me.certificateValidUntil);
  const fact = (label: string, value: string | null, testId: string) => (
    <Box>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography data-testid={testId}>{value || '-'}</Typography>
    </Box>
  );
  return (
    <Card variant="outlined" sx={{ mb: 2 }} data-testid="my-certificate" data-status={status}>
      <CardHeader
        title={translate('settings.certificate.title')}
        subheader={translate('settings.certificate.subtitle')}
        slotProps={{ title: { variant: 'h6' } }}
      />
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: 0 }}>
        {status === 'EXPIRED' || status === 'EXPIRING_SOON' ? (
          <Alert severity={status === 'EXPIRED' ? 'error' : 'warning'} data-testid="my-certificate-warning">
            {translate(
              status === 'EXPIRED' ? 'settings.certificate.expired' : 'settings.certificate.expiring',
              { date },
            )}
          </Alert>
        ) : null}
        {!me.certificateNumber ? (
          <Typography color="text.secondary">{translate('settings.certificate.none')}</Typography>
        ) : (
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}>
            {fact(translate('settings.certificate.number'), me.certificateNumber, 'my-certificate-number')}
            {fact(
              translate('settings.certificate.category'),
              me.certificateCategory,
              'my-certificate-category',
            )}
            {fact(
              translate('settings.certificate.validUntil'),
              me.certificateValidUntil ? date : null,
              'my-certificate-valid-until',
            )}
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
