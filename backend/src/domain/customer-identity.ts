// A customer's chamber of commerce number and postal address parts, as people type them.

/** Dutch postcode: four digits (not starting with 0), then two letters; any case, space optional. */
const DUTCH_POSTCODE = /^([1-9][0-9]{3}) ?([A-Za-z]{2})$/;
/** What any country's postcode is made of: letters, digits, spaces and hyphens, at most 20. */
const ANY_POSTCODE = /^[\p{L}\p{N}][\p{L}\p{N} -]{0,19}$/u;

/**
 * A postcode as stored: a Dutch one written the Dutch way ('1234ab' -> '1234 AB'), any other country's as
 * typed (trimmed, inner spaces single); null when it is neither (control characters, punctuation).
 */
export function normalisePostcode(text: string): string | null {
  const value = text.trim().replace(/\s+/g, ' ');
  const dutch = DUTCH_POSTCODE.exec(value);
  if (dutch) return `${dutch[1]} ${dutch[2].toUpperCase()}`;
  return ANY_POSTCODE.test(value) ? value : null;
}

/**
 * A KvK number (Dutch chamber of commerce): exactly 8 digits. Spaces and dots people group it with are
 * dropped ('6912 3456' -> '69123456'); null when what remains is not 8 digits.
 */
export function normaliseKvkNumber(text: string): string | null {
  const digits = text.replace(/[\s.]/g, '');
  return /^[0-9]{8}$/.test(digits) ? digits : null;
}
