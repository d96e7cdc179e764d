import { mutationTypesOf } from '../domain';

/**
 * The entries a cylinder's gap_count counts: live entries with an unexplained gap (PRODUCT.md "Weight gap").
 * Every place that maintains or recounts gap_count uses this condition.
 */
export const UNEXPLAINED_GAP = 'weight_gap is not null and gap_explained_at is null';

const ISO = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** A cylinder whose stored totals disagree with its live log: stored (no prefix) and recomputed (r_). */
export interface TotalsCheckRow {
  id: number;
  total_filled: string;
  total_reclaimed: string;
  log_count: number;
  gap_count: number;
  last_log_date: string | null;
  r_filled: string;
  r_reclaimed: string;
  r_count: number;
  r_gaps: number;
  r_last: string | null;
}

/**
 * Recomputes every cylinder's totals from its live log in one SQL statement and answers the cylinders that
 * disagree (`?` placeholders). LogsService.verifyTotals and the benchmark's after-run check use it.
 */
export function totalsCheckQuery(): { sql: string; bindings: string[] } {
  const fillups = mutationTypesOf('OUT');
  const reclaims = mutationTypesOf('IN');
  return {
    sql: `select c.id, c.total_filled::text, c.total_reclaimed::text, c.log_count, c.gap_count, ${ISO('c.last_log_date')} as last_log_date,
              coalesce(s.filled, 0)::numeric(12,3)::text as r_filled, coalesce(s.reclaimed, 0)::numeric(12,3)::text as r_reclaimed,
              coalesce(s.n, 0)::int as r_count, coalesce(s.gaps, 0)::int as r_gaps, ${ISO('s.last')} as r_last
         from cylinders c
         left join (
           select cylinder_id,
                  sum(weight) filter (where mutation_type in (${fillups.map(() => '?').join(', ')})) as filled,
                  sum(weight) filter (where mutation_type in (${reclaims.map(() => '?').join(', ')})) as reclaimed,
                  count(*) as n, count(*) filter (where ${UNEXPLAINED_GAP}) as gaps, max(date) as last
             from log_entries where deleted_at is null group by cylinder_id
         ) s on s.cylinder_id = c.id
        where c.total_filled <> coalesce(s.filled, 0) or c.total_reclaimed <> coalesce(s.reclaimed, 0)
           or c.log_count <> coalesce(s.n, 0) or c.gap_count <> coalesce(s.gaps, 0)
           or c.last_log_date is distinct from s.last
        order by c.id`,
    bindings: [...fillups, ...reclaims],
  };
}
