/**
 * Today's work, kept on the phone before the signal goes: fetched in the background while connected and
 * idle after a signed-in page loaded (and again when the connection returns), so a fitter can open
 * offline the cylinders and installations of the day without having opened them first, and search the
 * pickers over the registers they choose from.
 *
 * The register plans no work orders: a work order is the reference typed on each entry. What a fitter's
 * day holds, as far as the register knows:
 * - the installations whose leak check is overdue or due soon (the dashboard's list of work to do),
 *   the one due longest ago first;
 * - the cylinders the fitter recorded entries on in the last WORK_DAYS days (common/workDays.ts) (the ones in the van, the
 *   jobs under way) and the installations those entries went into (the sites of those work orders).
 * Bounded: at most MAX_CYLINDERS cylinders and MAX_INSTALLATIONS installations, never the whole register;
 * plus the pickers' registers (refrigerants, fitters, instruments, the first MAX_PICKER_ROWS active
 * installations) and the settings the mutation form reads.
 *
 * Kept for the ones who work in the field: a fitter (MONTEUR) always; an admin only while they record work
 * as the fitter themselves (entries of their own in the last WORK_DAYS days). Admins keep the registers at
 * a desk, but may hold work orders too (a small firm's owner who also fills installations); a desk admin
 * pays one small request per REFRESH_MS instead of the whole day's work.
 *
 * Every read goes through the app's data provider, which keeps each answer (responseCache.ts); offline the
 * pages find them under their own URLs or made up from these records (listAnswer.ts).
 */
import { workSince } from '../common/workDays';
import { dataProvider } from '../providers/dataProvider';
import { getStoredUser, type SessionUser } from '../providers/session';

export const MAX_CYLINDERS = 20;
export const MAX_INSTALLATIONS = 15;
export const MAX_PICKER_ROWS = 200;
/** Not fetched again sooner than this after a complete run (a page reload or a blip of signal). */
export const REFRESH_MS = 15 * 60 * 1000;

const LAST_RUN_KEY = 'offline-todays-work';

interface EntryRef {
  cylinderId: number;
  installationId: number | null;
}

/**
 * The records to keep, in order of use: the cylinders of the fitter's recent entries (newest first), the
 * installations due (as listed) and then those of the entries, each once and within the bounds.
 */
export function workOfTheDay(
  recentEntries: readonly EntryRef[],
  dueInstallations: readonly { id: number }[],
): { cylinders: number[]; installations: number[] } {
  const cylinders = [...new Set(recentEntries.map((e) => e.cylinderId))].slice(0, MAX_CYLINDERS);
  const installations = [
    ...new Set([
      ...dueInstallations.map((i) => i.id),
      ...recentEntries.flatMap((e) => (e.installationId === null ? [] : [e.installationId])),
    ]),
  ].slice(0, MAX_INSTALLATIONS);
  return { cylinders, installations };
}

/** Whether the user works in the field now: a fitter, or an admin with entries of their own lately. */
export function worksInTheField(role: SessionUser['role'], ownRecentEntries: number): boolean {
  return role === 'MONTEUR' || ownRecentEntries > 0;
}

const list = (resource: string, filter: object, field: string, order: 'ASC' | 'DESC', perPage: number) =>
  dataProvider.getList(resource, { filter, sort: { field, order }, pagination: { page: 1, perPage } });

/** Runs `jobs` two at a time: a phone keeps its connection for the fitter's own requests too. */
async function inPairs(jobs: (() => Promise<unknown>)[]): Promise<void> {
  const queue = [...jobs];
  const worker = async () => {
    for (let job = queue.shift(); job; job = queue.shift()) await job().catch(() => undefined);
  };
  await Promise.all([worker(), worker()]);
}

let running: Promise<void> | null = null;

/** Fetches today's work into the phone's store, unless done lately, offline or signed out. */
export function keepTodaysWork(): Promise<void> {
  running ??= run().finally(() => {
    running = null;
  });
  return running;
}

async function run(): Promise<void> {
  const user = getStoredUser();
  if (!user || !navigator.onLine) return;
  const key = `${LAST_RUN_KEY}:${user.id}`;
  if (Date.now() - Number(localStorage.getItem(key) ?? 0) < REFRESH_MS) return;

  const recent = await list('logs', { userId: user.id, dateFrom: workSince() }, 'date', 'DESC', 100);
  if (!worksInTheField(user.role, recent.data.length)) {
    localStorage.setItem(key, String(Date.now()));
    return;
  }

  // What the pages around the day's records read: the pickers' registers and the settings.
  await inPairs([
    () => dataProvider.get('settings'),
    // The mutation form's fitter list, under its own URL.
    () => list('users', { active: true }, 'name', 'ASC', 500),
    () => list('refrigerants', {}, 'name', 'ASC', 1000),
    () => list('instruments', {}, 'serialNumber', 'ASC', 500),
    () => list('installations', { status: 'ACTIVE' }, 'name', 'ASC', MAX_PICKER_ROWS),
  ]);

  // A leak waiting for its repair first: it is the most urgent work at an installation.
  const [unrepaired, overdue, dueSoon] = await Promise.all([
    list(
      'installations',
      { leakCheckStatus: 'LEAK_UNREPAIRED', status: 'ACTIVE' },
      'nextLeakCheckDue',
      'ASC',
      MAX_INSTALLATIONS,
    ),
    list(
      'installations',
      { leakCheckStatus: 'OVERDUE', status: 'ACTIVE' },
      'nextLeakCheckDue',
      'ASC',
      MAX_INSTALLATIONS,
    ),
    list(
      'installations',
      { leakCheckStatus: 'DUE_SOON', status: 'ACTIVE' },
      'nextLeakCheckDue',
      'ASC',
      MAX_INSTALLATIONS,
    ),
  ]);
  const work = workOfTheDay(
    recent.data as EntryRef[],
    [...unrepaired.data, ...overdue.data, ...dueSoon.data] as { id: number }[],
  );

  // Each under the URLs its page asks: a cylinder's detail (with its newest entries); an installation,
  // its leak checks and its entries.
  await inPairs([
    ...work.cylinders.map((id) => () => dataProvider.get(`cylinders/${id}`)),
    ...work.installations.flatMap((id) => [
      () => dataProvider.get(`installations/${id}`),
      () => list('leak-checks', { installationId: id }, 'checkedOn', 'DESC', 100),
      () => list('logs', { installationId: id }, 'date', 'DESC', 100),
    ]),
  ]);
  localStorage.setItem(key, String(Date.now()));
}
