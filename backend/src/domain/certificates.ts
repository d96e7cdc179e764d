import { addDays, type IsoDate } from './calendar';

/**
 * F-gas certificates (Regulation (EU) 2024/573 Art. 10 and 11): a person's or the company's certificate
 * counts on a day when it has a number and that day is on or before its last valid day. A certificate
 * without a last valid day cannot be shown valid, so it counts as missing.
 */
export interface Certificate {
  number: string | null;
  /** Last day the certificate is valid (inclusive). */
  validUntil: IsoDate | null;
}

/** Days before its last valid day from which a certificate is reported as expiring soon. */
export const CERTIFICATE_WARNING_DAYS = 60;

export type CertificateStatus = 'MISSING' | 'EXPIRED' | 'EXPIRING_SOON' | 'VALID';

/** Judged on the day the work was done, so a later renewal or lapse never changes an old record. */
export function certificateValidOn(certificate: Certificate, on: IsoDate): boolean {
  return hasNumber(certificate) && certificate.validUntil !== null && on <= certificate.validUntil;
}

/** How a certificate stands on `today`; EXPIRING_SOON when its last day is within the warning days. */
export function certificateStatus(certificate: Certificate, today: IsoDate): CertificateStatus {
  if (!hasNumber(certificate) || certificate.validUntil === null) return 'MISSING';
  if (today > certificate.validUntil) return 'EXPIRED';
  if (certificate.validUntil <= addDays(today, CERTIFICATE_WARNING_DAYS)) return 'EXPIRING_SOON';
  return 'VALID';
}

/** A blank number is no certificate. */
function hasNumber(certificate: Certificate): boolean {
  return Boolean(certificate.number?.trim());
}
