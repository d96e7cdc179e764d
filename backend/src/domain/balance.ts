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
 * Each cylinder's row is the database's cylinder_balance_row (migration 20261125092650) over its per-year
 * moves (cylinder_moves: cylinder_year_moves, kept with the log), so the query reads a few rows per
 * cylinder, never the log; the sign-off lock on cylinders compares the same function's rows before and
 * after an edit.
 */
export const BALANCE_SQL = `select min(p.gas) as gas, max(p.gwp) as gwp,
    sum(p.opening)::text as opening,
    sum(p.received)::text as received,
    sum(p.filled)::text as filled,
    sum(p.recovered)::text as recovered,
    sum(p.returned)::text as returned,
    sum(p.unexplained)::text as unexplained,
    sum(p.closing)::text as closing
  from cylinders c
  left join cylinder_moves($1::int) m on m.cylinder_id = c.id
  cross join lateral cylinder_balance_row($1::int, c.gas_type, c.refrigerant_id, c.delivery_weight,
    c.tare_weight, c.received_on, c.created_at, c.returned_on, c.weight_at_return,
    m.before_net, m.filled, m.recovered, m.gaps) p
  group by p.gas_key
  order by p.gas_key`;
