// The benchmark scenarios: one request generator each, identical for the app and the bare reference.

/** Small seeded PRNG (mulberry32): the same request sequence on every run. */
export function prng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const LIST_PATH =
  '/api/cylinders?' +
  new URLSearchParams({
    sort: '["currentWeight","DESC"]',
    range: '[0,24]',
    filter: '{"status":"ACTIVE","q":"R-4"}',
  }).toString();

/** An installation's entries as its page lists them: the first page, newest first (react-admin's defaults). */
export const installationEntriesPath = (installationId) =>
  '/api/logs?' +
  new URLSearchParams({
    sort: '["date","DESC"]',
    range: '[0,24]',
    filter: JSON.stringify({ installationId }),
  }).toString();

/** The due list: overdue installations, the longest overdue first. */
export const DUE_LIST_PATH =
  '/api/installations?' +
  new URLSearchParams({
    sort: '["nextLeakCheckDue","ASC"]',
    range: '[0,24]',
    filter: '{"leakCheckStatus":"OVERDUE"}',
  }).toString();

/**
 * @param ctx { installationIds: number[] (active installations with entries, includes the logbook one),
 *              logbookInstallationId: number, detailIds: number[] (fixed list, includes a hot one), cylinderCount: number, insertIds: number[] (active cylinders),
 *              hotInsertId: number (a hot RECLAIM cylinder), emails: string[], password }
 */
export function scenarios(ctx) {
  const json = { 'content-type': 'application/json' };
  const pick = (list, random) => list[Math.floor(random() * list.length)];
  return [
    {
      name: 'cylinder list page',
      connections: 20,
      auth: true,
      make: () => [{ method: 'GET', path: LIST_PATH }],
    },
    {
      name: 'cylinder detail + logs',
      connections: 20,
      auth: true,
      make: (random) => [
        {
          method: 'GET',
          setupRequest: (req) => ({ ...req, path: `/api/cylinders/${pick(ctx.detailIds, random)}` }),
        },
      ],
    },
    {
      // Any of the register's cylinders: the app seldom answers the same detail twice, so nearly every
      // answer is computed afresh (what it keeps, CommittedStateCache, holds a few hundred details).
      name: 'cylinder detail, any cylinder',
      connections: 20,
      auth: true,
      make: (random) => [
        {
          method: 'GET',
          setupRequest: (req) => ({
            ...req,
            path: `/api/cylinders/${1 + Math.floor(random() * ctx.cylinderCount)}`,
          }),
        },
      ],
    },
    {
      // As a browser asks for it: both sides compress with the same options (backend common/compression.ts).
      // The other scenarios send no Accept-Encoding, like autocannon by default: nothing is compressed there.
      name: 'cylinder detail, br-encoded',
      connections: 20,
      auth: true,
      make: (random) => [
        {
          method: 'GET',
          headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
          setupRequest: (req) => ({ ...req, path: `/api/cylinders/${pick(ctx.detailIds, random)}` }),
        },
      ],
    },
    {
      name: 'dashboard stats',
      connections: 20,
      auth: true,
      make: () => [{ method: 'GET', path: '/api/stats/dashboard' }],
    },
    {
      // The whole register's year per gas over the 1M-entry log (the entries span late 2021 to late 2026).
      name: 'annual balance',
      connections: 4,
      auth: 'admin',
      make: (random) =>
        Array.from({ length: 8 }, () => ({
          method: 'GET',
          path: `/api/balances?year=${2022 + Math.floor(random() * 5)}`,
        })),
    },
    {
      name: 'log insert (random cylinders)',
      connections: 20,
      auth: true,
      make: (random) => [
        {
          method: 'POST',
          path: '/api/logs',
          headers: json,
          setupRequest: (req) => ({
            ...req,
            body: JSON.stringify({
              cylinderId: pick(ctx.insertIds, random),
              mutationType: 'INSPECTION',
              weight: 0,
              note: 'bench',
            }),
          }),
        },
      ],
    },
    {
      name: 'log insert (one hot cylinder)',
      connections: 20,
      auth: true,
      make: () => [
        {
          method: 'POST',
          path: '/api/logs',
          headers: json,
          body: JSON.stringify({
            cylinderId: ctx.hotInsertId,
            mutationType: 'RECLAIM_WEIGH',
            weight: 0.01,
            workOrder: 'BENCH',
          }),
        },
      ],
    },
    {
      // The installation page: the installation, then its entries; both requests of a connection name the
      // same installation (autocannon's per-connection context).
      name: 'installation page + entries',
      connections: 20,
      auth: true,
      make: (random) => [
        {
          method: 'GET',
          setupRequest: (req, context) => {
            context.installationId = pick(ctx.installationIds, random);
            return { ...req, path: `/api/installations/${context.installationId}` };
          },
        },
        {
          method: 'GET',
          setupRequest: (req, context) => ({ ...req, path: installationEntriesPath(context.installationId) }),
        },
      ],
    },
    {
      name: 'due list (overdue, soonest due first)',
      connections: 20,
      auth: true,
      make: () => [{ method: 'GET', path: DUE_LIST_PATH }],
    },
    {
      // The Art. 7 logbook of the installation with 2,000 entries, as a Dutch browser downloads it.
      name: 'logbook CSV (2,000 entries)',
      connections: 10,
      auth: true,
      make: () => [
        {
          method: 'GET',
          path: `/api/installations/${ctx.logbookInstallationId}/logbook.csv`,
          headers: { 'accept-language': 'nl-NL,nl;q=0.9,en;q=0.8' },
        },
      ],
    },
    {
      name: 'sign-in',
      connections: 10,
      auth: false,
      make: (random) => [
        {
          method: 'POST',
          path: '/api/auth/login',
          headers: json,
          setupRequest: (req) => ({
            ...req,
            body: JSON.stringify({ email: pick(ctx.emails, random), password: ctx.password }),
          }),
        },
      ],
    },
  ];
}
