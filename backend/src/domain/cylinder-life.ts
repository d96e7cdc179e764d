import { RENTAL_WARNING_DAYS, RETEST_WARNING_DAYS } from './compliance-status';
import { COMPANY_TIME_ZONE } from './calendar';

/** Today where the company works, as a SQL date expression (the same day compliance-status's functions get). */
export const COMPANY_TODAY_SQL = `(now() at time zone '${COMPANY_TIME_ZONE}')::date`;

/**
 * compliance-status's rentalStatus as a SQL CASE over alias `c` (for list filters and dashboard counts
 * computed by the database). A returned cylinder has left stock, so its rental no longer runs: NONE.
 */
export function rentalStatusSql(alias = 'c', today = COMPANY_TODAY_SQL): string {
  return (
    `(case when ${alias}.ownership <> 'HUUR' or ${alias}.rental_free_until is null or ${alias}.returned_on is not null then 'NONE'` +
    ` when ${alias}.rental_free_until < ${today} then 'RED'` +
    ` when ${alias}.rental_free_until - ${today} <= ${RENTAL_WARNING_DAYS} then 'AMBER'` +
    ` else 'GREEN' end)`
  );
}

/** compliance-status's retestStatus as a SQL CASE over alias `c`. */
export function retestStatusSql(alias = 'c', today = COMPANY_TODAY_SQL): string {
  return (
    `(case when ${alias}.retest_due is null then 'OK'` +
    ` when ${alias}.retest_due < ${today} then 'OVERDUE'` +
    ` when ${alias}.retest_due - ${today} <= ${RETEST_WARNING_DAYS} then 'DUE_SOON'` +
    ` else 'OK' end)`
  );
}
