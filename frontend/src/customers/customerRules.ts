import { normaliseKvkNumber, normalisePostcode } from '@domain';

/**
 * The customer form's checks, the server's own rules (domain/customer-identity.ts): a KvK number is 8
 * digits (spaces and dots dropped), a postcode is a Dutch one (normalised to 1234 AB) or another country's
 * letters, digits, spaces and hyphens. Empty is fine: both are optional.
 */
export const kvkNumberRule = () => (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' && normaliseKvkNumber(value.trim()) === null
    ? 'customers.validation.kvkNumber'
    : undefined;

export const postcodeRule = () => (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' && normalisePostcode(value) === null
    ? 'customers.validation.postcode'
    : undefined;

/** What the form sends for a postcode or KvK number: its normal form, null when empty. */
export const normalisedOrNull = (value: string, normalise: (text: string) => string | null) => {
  const text = value.trim();
  return text === '' ? null : (normalise(text) ?? text);
};
