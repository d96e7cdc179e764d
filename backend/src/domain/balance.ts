import { COMPANY_TIME_ZONE } from './calendar';

/**
 * The annual balance per gas ($1: the year, the company's calendar), one row per gas in the linked
 * refrigerant's spelling, every column numeric kg (exact) so the identity
 *   opening + received + recovered - filled - returned + unexplained = closing
 * holds to the gram by construction of the columns, per cylinder and so per gas:
 * - a cylinder's book stock at a moment is its initial content (delivery - tare) once received (receivedOn,
 *   else the day it was registered), plus reclaims, minus fill-ups, plus the unexplained weight gaps of its
 *   live entries dated before that moment. Explained gaps stay out, as in the cylinder content formula: the
 *   explanation accounts for them.
 * - opening and closing are that stock at the start and the end of the year; received, filled, recovered
 *   and unexplained are the year's flows.
 * - a cylinder returned in the year leaves with what it held then (weightAtReturn - tare): that is its
 *   returned figure, its closing is 0, and the difference between what it held and its book stock at the
 *   end of the year is an unexplained gap of the year. A cylinder returned in an earlier year is out.
 */
export const BALANCE_SQL = `with bounds as (
    select make_date($1::int, 1, 1) as d0, make_date($1::int + 1, 1, 1) as d1,
      make_date($1::int, 1, 1)::timestamp at time zone '${COMPANY_TIME_ZONE}' as t0,
      make_date($1::int + 1, 1, 1)::timestamp at time zone '${COMPANY_TIME_ZONE}' as t1
  ),
  moves as (
    select le.cylinder_id,
      coalesce(sum((case when le.mutation_type like 'FILLUP%' then -le.weight
                         when le.mutation_type like 'RECLAIM%' then le.weight else 0 end)
                   + (case when le.gap_explained_at is null then coalesce(le.weight_gap, 0) else 0 end))
               filter (where le.date < b.t0), 0) as before_net,
      coalesce(sum(le.weight) filter (where le.date >= b.t0 and le.mutation_type like 'FILLUP%'), 0) as filled,
      coalesce(sum(le.weight) filter (where le.date >= b.t0 and le.mutation_type like 'RECLAIM%'), 0) as recovered,
      coalesce(sum(le.weight_gap) filter (where le.date >= b.t0 and le.gap_explained_at is null), 0) as gaps
    from log_entries le cross join bounds b
    where le.deleted_at is null and le.date < b.t1
    group by le.cylinder_id
  ),
  per_cylinder as (
    select lower(coalesce(r.name, c.gas_type)) as gas_key, coalesce(r.name, c.gas_type) as gas, r.gwp,
      x.opening, x.received, coalesce(m.filled, 0) as filled, coalesce(m.recovered, 0) as recovered,
      coalesce(m.gaps, 0) as gaps, x.returned_now, c.weight_at_return - c.tare_weight as returned_content,
      x.opening + x.received + coalesce(m.recovered, 0) - coalesce(m.filled, 0) + coalesce(m.gaps, 0) as end_books
    from cylinders c
    cross join bounds b
    left join refrigerants r on r.id = c.refrigerant_id
    left join moves m on m.cylinder_id = c.id
    cross join lateral (
      select coalesce(c.received_on, (c.created_at at time zone '${COMPANY_TIME_ZONE}')::date) as received_on
    ) rc
    cross join lateral (
      select (case when rc.received_on < b.d0 then c.delivery_weight - c.tare_weight else 0 end)
               + coalesce(m.before_net, 0) as opening,
             (case when rc.received_on >= b.d0 and rc.received_on < b.d1 then c.delivery_weight - c.tare_weight else 0 end)
               as received,
             (c.returned_on is not null and c.returned_on < b.d1) as returned_now
    ) x
    where c.returned_on is null or c.returned_on >= b.d0
  )
  select min(gas) as gas, max(gwp) as gwp,
    sum(opening)::text as opening,
    sum(received)::text as received,
    sum(filled)::text as filled,
    sum(recovered)::text as recovered,
    sum(case when returned_now then returned_content else 0 end)::text as returned,
    sum(gaps + case when returned_now then returned_content - end_books else 0 end)::text as unexplained,
    sum(case when returned_now then 0 else end_books end)::text as closing
  from per_cylinder
  group by gas_key
  order by gas_key`;
