import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { named } from '../database/native-query';
import { isoText, pooled, type Sql } from '../database/sql';
import {
  COMPANY_TIME_ZONE,
  type InstrumentKind,
  type LeakCheckMethod,
  mutationTypesOf,
  type ContentOrigin,
  type LeakCheckResult,
  type MutationType,
} from '../domain';

/** A linked live mutation that moved gas into or out of the installation (numerics as text). */
export interface LogbookEntryRow {
  id: number;
  date: string;
  mutation_type: MutationType;
  weight: string;
  cylinder_id: number;
  cylinder_serial_number: string;
  content_origin: ContentOrigin;
  origin_facility_name: string | null;
  origin_facility_address: string | null;
  origin_facility_certificate_number: string | null;
  /** A fill-up from a recovery cylinder: the installations recovered into it before (id and name). */
  recovered_from: { installationId: number; name: string }[] | null;
  work_order: string | null;
  note: string | null;
  user_id: number;
  user_name: string;
  /** The fitter's and the company's certificate numbers the entry stored when it was made. */
  user_certificate_number: string | null;
  company_certificate_number: string | null;
  corrected: boolean;
}

export interface LogbookLeakCheckRow {
  id: number;
  checked_on: string;
  result: LeakCheckResult;
  method: LeakCheckMethod | null;
  leak_location: string | null;
  repaired_on: string | null;
  repair_description: string | null;
  follow_up_of_id: number | null;
  followed_up_by_ids: number[];
  instrument_id: number | null;
  instrument_kind: InstrumentKind | null;
  instrument_serial_number: string | null;
  note: string | null;
  user_id: number;
  user_name: string;
  /** The fitter's and the company's certificate numbers the check stored when it was made. */
  user_certificate_number: string | null;
  company_certificate_number: string | null;
  corrected: boolean;
}

/** What the installation row of installations.repository leaves out and the logbook's header names. */
export interface LogbookContextRow {
  customer_address: string | null;
  decommissioned_by_name: string | null;
}

const quoted = (values: readonly string[]) => values.map((value) => `'${value}'`).join(', ');

/**
 * A period's bounds as instants: the first and last calendar day where the company works, both included
 * ($2, $3; null leaves that side open).
 */
const ENTRY_IN_PERIOD = `($2::date is null or le.date >= ($2::date)::timestamp at time zone '${COMPANY_TIME_ZONE}')
  and ($3::date is null or le.date < ($3::date + 1)::timestamp at time zone '${COMPANY_TIME_ZONE}')`;
const DAY_IN_PERIOD = (column: string) =>
  `(${column} is not null and ($2::date is null or ${column} >= $2::date) and ($3::date is null or ${column} <= $3::date))`;

const RECOVERY_TYPES = quoted(mutationTypesOf('IN'));

/**
 * Where the recovered gas of a fill-up from a recovery cylinder came from: the installations whose live
 * reclaim entries put gas into that cylinder before the fill-up, first recovered first.
 */
const RECOVERED_FROM = `(case when c.content_origin = 'RECOVERED' and le.mutation_type in (${quoted(mutationTypesOf('OUT'))}) then (
    select json_agg(json_build_object('installationId', s.installation_id, 'name', si.name) order by s.first_date, s.installation_id)
      from (select r.installation_id, min(r.date) as first_date from log_entries r
             where r.cylinder_id = le.cylinder_id and r.deleted_at is null and r.installation_id is not null
               and r.mutation_type in (${RECOVERY_TYPES}) and (r.date, r.id) < (le.date, le.id)
             group by r.installation_id) s
      join installations si on si.id = s.installation_id) end)`;

// The certificate numbers are each record's own copy (made when it was stored), never the user's or the
// settings' current ones: a renewal or a lapse later must not rewrite what an older record says.
export const LOGBOOK_ENTRIES =
  named(`select le.id, ${isoText('le.date')} as date, le.mutation_type, le.weight::text as weight,
  le.cylinder_id, c.serial_number as cylinder_serial_number, c.content_origin, c.origin_facility_name,
  c.origin_facility_address, c.origin_facility_certificate_number, ${RECOVERED_FROM} as recovered_from,
  le.work_order, le.note, le.user_id,
  u.name as user_name, le.fitter_certificate_number as user_certificate_number, le.company_certificate_number,
  le.revision_count > 0 as corrected
  from log_entries le join cylinders c on c.id = le.cylinder_id join users u on u.id = le.user_id
  where le.installation_id = $1 and le.deleted_at is null
    and le.mutation_type in (${quoted([...mutationTypesOf('OUT'), ...mutationTypesOf('IN')])})
    and ${ENTRY_IN_PERIOD}
  order by le.date, le.id`);

export const LOGBOOK_LEAK_CHECKS =
  named(`select lc.id, lc.checked_on::text as checked_on, lc.result, lc.leak_location,
  lc.repaired_on::text as repaired_on, lc.repair_description, lc.follow_up_of_id,
  coalesce((select array_agg(f.id order by f.checked_on, f.id) from leak_checks f
    where f.follow_up_of_id = lc.id and f.voided_at is null), '{}') as followed_up_by_ids,
  lc.method, lc.instrument_id, instr.kind as instrument_kind, instr.serial_number as instrument_serial_number,
  lc.note, lc.user_id, u.name as user_name, lc.fitter_certificate_number as user_certificate_number,
  lc.company_certificate_number, lc.revision_count > 0 as corrected
  from leak_checks lc join users u on u.id = lc.user_id left join instruments instr on instr.id = lc.instrument_id
  where lc.installation_id = $1 and lc.voided_at is null
    and (${DAY_IN_PERIOD('lc.checked_on')} or ${DAY_IN_PERIOD('lc.repaired_on')})
  order by lc.checked_on, lc.id`);

export const LOGBOOK_CONTEXT = named(`select cu.address as customer_address, db.name as decommissioned_by_name
  from installations i join customers cu on cu.id = i.customer_id
  left join users db on db.id = i.decommissioned_by_id where i.id = $1`);

/**
 * The reads of an installation's logbook; the installation itself comes from installations.repository. The
 * statements are also run by the benchmark's bare reference.
 */
@Injectable()
export class LogbookRepository {
  private readonly sql: Sql;

  constructor(em: EntityManager) {
    this.sql = pooled(em);
  }

  async context(installationId: number): Promise<LogbookContextRow | undefined> {
    const [row] = await this.sql.query<LogbookContextRow>({ ...LOGBOOK_CONTEXT, values: [installationId] });
    return row;
  }

  entries(installationId: number, from: string | null, to: string | null): Promise<LogbookEntryRow[]> {
    return this.sql.query<LogbookEntryRow>({ ...LOGBOOK_ENTRIES, values: [installationId, from, to] });
  }

  leakChecks(installationId: number, from: string | null, to: string | null): Promise<LogbookLeakCheckRow[]> {
    return this.sql.query<LogbookLeakCheckRow>({
      ...LOGBOOK_LEAK_CHECKS,
      values: [installationId, from, to],
    });
  }
}
