import { formatKgNumber } from '../common/format';

/** The server's bounds for an explanation (POST /api/logs/:id/explain-gap). */
export const MIN_GAP_EXPLANATION = 3;
export const MAX_GAP_EXPLANATION = 1000;

/** The translation key of what is wrong with an explanation, or null when it may be sent (trimmed, like the server). */
export function gapExplanationError(text: string): string | null {
  const trimmed = text.trim();
  if (trimmed === '') return 'logs.explainGap.required';
  if (trimmed.length < MIN_GAP_EXPLANATION) return 'logs.explainGap.tooShort';
  if (trimmed.length > MAX_GAP_EXPLANATION) return 'logs.explainGap.tooLong';
  return null;
}

/** The signed gap as the history shows it: "+0,50" / "-0,50". */
export function signedGap(gap: number, locale: string): string {
  return `${gap > 0 ? '+' : '-'}${formatKgNumber(Math.abs(gap), locale)}`;
}

/**
 * The entry the detail page's gap alert points at: the newest live entry with an unexplained gap among
 * those loaded (logs come newest first), or null when none of them is (an older one beyond the page).
 */
export function flaggedGapEntry<
  T extends { id: number; weightGap: number | null; gapExplanation?: unknown; deleted?: boolean },
>(logs: readonly T[]): T | null {
  return logs.find((entry) => canExplainGap(entry)) ?? null;
}

/** An entry the "Explain" button applies to: a gap without an explanation, not deleted. */
export function canExplainGap(entry: {
  weightGap: number | null;
  gapExplanation?: unknown;
  deleted?: boolean;
}): boolean {
  return entry.weightGap !== null && entry.weightGap !== undefined && !entry.gapExplanation && !entry.deleted;
}
