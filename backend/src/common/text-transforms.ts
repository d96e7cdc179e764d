/** class-transformer helpers for text input: `@Transform(trimText)`, `@Transform(trimToNull)`. */

/** Trims a string; leaves anything else for the validators to refuse. */
export const trimText = ({ value }: { value: unknown }): unknown =>
  typeof value === 'string' ? value.trim() : value;

/** Trims a string and turns an empty (or blank) one into null: optional text is stored as null, never as ''. */
export const trimToNull = ({ value }: { value: unknown }): unknown => {
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
};

/** Trims and lower-cases a string (e-mail addresses compare case-insensitively). */
export const trimLower = ({ value }: { value: unknown }): unknown =>
  typeof value === 'string' ? value.trim().toLowerCase() : value;
