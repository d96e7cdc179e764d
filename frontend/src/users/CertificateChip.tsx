import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { certificateStatus, localDate } from '@domain';
import { formatDate } from '../common/format';

interface CertificateHolder {
  certificateNumber: string | null;
  certificateValidUntil: string | null;
}

/** How a user's personal F-gas certificate stands today (company time), by the domain's 60-day rule. */
export const userCertificateStatus = (u: CertificateHolder, today = localDate(new Date())) =>
  certificateStatus({ number: u.certificateNumber, validUntil: u.certificateValidUntil }, today);

/**
 * The users list's warning for a personal F-gas certificate that expired or expires within 60 days;
 * nothing for a valid one or none on record (administrators need not be certified).
 */
export function CertificateChip({ user }: { user: CertificateHolder }) {
  const translate = useTranslate();
  const status = userCertificateStatus(user);
  if (status !== 'EXPIRED' && status !== 'EXPIRING_SOON') return null;
  return (
    <Chip
      size="small"
      variant="outlined"
      color={status === 'EXPIRED' ? 'error' : 'warning'}
      label={translate(status === 'EXPIRED' ? 'users.certificate.expired' : 'users.certificate.expiring', {
        date: formatDate(user.certificateValidUntil),
      })}
      data-testid="certificate-chip"
      data-status={status}
      sx={{ mt: 0.5 }}
    />
  );
}
