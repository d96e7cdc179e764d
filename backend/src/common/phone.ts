/**
 * A plausible telephone number as people type it: an optional leading "+", then 6 to 20 digits with
 * spaces, hyphens and parentheses between them ("+31 (0)20-123 4567", "020 1234567"). Letters, other
 * symbols or a "+" elsewhere are refused.
 */
export const PHONE_PATTERN = /^\+?(?:[ ()-]*\d){6,20}[ ()-]*$/;

export function isPlausiblePhone(value: string): boolean {
  return PHONE_PATTERN.test(value);
}
