/**
 * The print page asks for the whole selection in one call; the API answers a bounded number of rows
 * and says the real total in Content-Range. When the answer is shorter than the total,
 * the page warns that not every label is shown.
 */
export interface Truncation {
  /** Rows the server counted for the selection. */
  total: number;
  /** Rows it sent. */
  received: number;
  /** How many are missing (0 = complete). */
  missing: number;
}

export function truncation(received: number, total: number | undefined): Truncation {
  const t = total === undefined || !Number.isFinite(total) ? received : Math.max(total, received);
  return { total: t, received, missing: t - received };
}
