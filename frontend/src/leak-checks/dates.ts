import type { FieldCheck } from '../common/fieldErrors';

/** Today as YYYY-MM-DD in the device's own time zone (a check done this evening is today's). */
export function localToday(now: Date = new Date()): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${p(now.getMonth() + 1)}-${p(now.getDate())}`;
}

/**
 * The dates of a leak check as the server checks them: checkedOn required and not after today; repairedOn
 * (optional) not after today and not before checkedOn. Dates compare as YYYY-MM-DD strings.
 */
export function leakCheckDateErrors(
  checkedOn: string,
  repairedOn: string,
  today: string,
): { checkedOn: FieldCheck | null; repairedOn: FieldCheck | null } {
  const checked = !checkedOn
    ? { key: 'app.validation.required' }
    : checkedOn > today
      ? { key: 'leakChecks.futureDate' }
      : null;
  const repaired = !repairedOn
    ? null
    : repairedOn > today
      ? { key: 'leakChecks.futureDate' }
      : checkedOn && repairedOn < checkedOn
        ? { key: 'leakChecks.beforeCheck' }
        : null;
  return { checkedOn: checked, repairedOn: repaired };
}
