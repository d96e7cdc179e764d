// The stored leak-check schedules of the benchmark's installations, written and verified with the app's own
// rules (backend/dist installations/installation-schedules.js scheduleOf: the function every write of the
// app stores its schedule with) over the columns its repository reads (SCHEDULE_SUBJECT_COLUMNS,
// SCHEDULE_CHECK_COLUMNS), all installations at once instead of one per write.
import { createRequire } from 'node:module';
import { backendDist, repoRoot } from '../../scripts/lib/paths.mjs';

const require = createRequire(`${repoRoot}/backend/package.json`);
const { scheduleOf } = require(`${backendDist}/installations/installation-schedules.js`);
const { SCHEDULE_CHECK_COLUMNS, SCHEDULE_SUBJECT_COLUMNS } = require(
  `${backendDist}/installations/installations.repository.js`,
);
const { companyToday } = require(`${backendDist}/common/calendar-date.js`);
const { leakCheckStatusSql } = require(`${backendDist}/domain/index.js`);

/** Every installation with its stored schedule, its status as the API's SQL answers it, and its live checks. */
async function installationsWithChecks(client, today) {
  const { rows: subjects } = await client.query(
    `select i.id, ${SCHEDULE_SUBJECT_COLUMNS}, i.leak_check_interval_months,
            i.last_leak_check_on::text as last_leak_check_on, i.next_leak_check_due::text as next_leak_check_due,
            i.leak_unrepaired_since::text as leak_unrepaired_since, ${leakCheckStatusSql('i', '$1::date')} as leak_check_status
       from installations i join refrigerants r on r.id = i.refrigerant_id order by i.id`,
    [today],
  );
  const { rows: checks } = await client.query(
    `select installation_id, ${SCHEDULE_CHECK_COLUMNS} from leak_checks where voided_at is null order by installation_id, id`,
  );
  const byInstallation = new Map();
  for (const check of checks) {
    if (!byInstallation.has(check.installation_id)) byInstallation.set(check.installation_id, []);
    byInstallation.get(check.installation_id).push(check);
  }
  return subjects.map((subject) => ({ subject, checks: byInstallation.get(subject.id) ?? [] }));
}

/** Computes and stores every installation's schedule in one UPDATE. */
export async function storeSchedules(client) {
  const today = companyToday();
  const ids = [];
  const intervals = [];
  const last = [];
  const next = [];
  const unrepaired = [];
  for (const { subject, checks } of await installationsWithChecks(client, today)) {
    const schedule = scheduleOf(subject, checks, today);
    ids.push(subject.id);
    intervals.push(schedule.intervalMonths);
    last.push(schedule.lastLeakCheckOn);
    next.push(schedule.nextLeakCheckDue);
    unrepaired.push(schedule.leakUnrepairedSince);
  }
  await client.query(
    `update installations i set leak_check_interval_months = s.months, last_leak_check_on = s.last, next_leak_check_due = s.next,
            leak_unrepaired_since = s.unrepaired
       from unnest($1::int[], $2::int[], $3::date[], $4::date[], $5::date[]) as s(id, months, last, next, unrepaired)
      where i.id = s.id`,
    [ids, intervals, last, next, unrepaired],
  );
}

/**
 * The installations whose stored schedule, or whose status as the API's SQL computes it from that schedule,
 * differs from what the app's rules compute from their circuit and live checks today.
 */
export async function scheduleCheck(client) {
  const today = companyToday();
  const mismatches = [];
  const statuses = {};
  const all = await installationsWithChecks(client, today);
  for (const { subject, checks } of all) {
    const expected = scheduleOf(subject, checks, today);
    statuses[expected.leakCheckStatus] = (statuses[expected.leakCheckStatus] ?? 0) + 1;
    const stored = {
      intervalMonths: subject.leak_check_interval_months,
      lastLeakCheckOn: subject.last_leak_check_on,
      nextLeakCheckDue: subject.next_leak_check_due,
      leakUnrepairedSince: subject.leak_unrepaired_since,
      leakCheckStatus: subject.leak_check_status,
    };
    const computed = {
      intervalMonths: expected.intervalMonths,
      lastLeakCheckOn: expected.lastLeakCheckOn,
      nextLeakCheckDue: expected.nextLeakCheckDue,
      leakUnrepairedSince: expected.leakUnrepairedSince,
      leakCheckStatus: expected.leakCheckStatus,
    };
    if (JSON.stringify(stored) !== JSON.stringify(computed))
      mismatches.push({ id: subject.id, stored, computed });
  }
  return {
    installationsChecked: all.length,
    mismatches: mismatches.length,
    sample: mismatches.slice(0, 5),
    statuses,
  };
}
