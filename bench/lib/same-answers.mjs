// Before any load: the bare reference must answer what the app answers (same status, same JSON, same
// Content-Range), or its figures compare nothing. One request per scenario to each side; a write scenario
// runs once on each side, so values that differ by nature (new id, timestamps, token) are left out.
import { isDeepStrictEqual } from 'node:util';
import { prng } from './scenarios.mjs';

const VARYING = new Set(['id', 'date', 'createdAt', 'updatedAt', 'token']);

function strip(value) {
  if (Array.isArray(value)) return value.map(strip);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => !VARYING.has(key))
        .map(([k, v]) => [k, strip(v)]),
    );
  return value;
}

function firstDifference(a, b, path = '$') {
  if (isDeepStrictEqual(a, b)) return null;
  if (a && b && typeof a === 'object' && typeof b === 'object') {
    for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
      const found = firstDifference(a[key], b[key], `${path}.${key}`);
      if (found) return found;
    }
  }
  return `${path}: app ${JSON.stringify(a)?.slice(0, 200)} / bare ${JSON.stringify(b)?.slice(0, 200)}`;
}

async function answer(base, request, token) {
  const response = await fetch(base + request.path, {
    method: request.method,
    headers: { ...(request.headers ?? {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: request.body,
  });
  const type = response.headers.get('content-type') ?? '';
  const body = type.includes('json') ? await response.json() : await response.text();
  return {
    status: response.status,
    contentRange: response.headers.get('content-range'),
    unfilteredTotal: response.headers.get('x-unfiltered-total'),
    totalCapped: response.headers.get('x-total-capped'),
    contentType: type,
    contentDisposition: response.headers.get('content-disposition'),
    body,
  };
}

const compared = (a) => ({
  status: a.status,
  contentRange: a.contentRange,
  unfilteredTotal: a.unfilteredTotal,
  totalCapped: a.totalCapped,
  contentType: a.contentType.replace(/;\s*charset=utf-8/i, ''),
  contentDisposition: a.contentDisposition,
  body: strip(a.body),
});

/**
 * Throws when, for some scenario, the bare reference's answer differs from the app's. Every request of a
 * scenario's sequence is compared (one connection's context shared along it). Answers the names checked.
 */
/** appToken: a token, or a function of the scenario answering its token (an admin's for auth: 'admin'). */
export async function assertSameAnswers(all, appUrl, bareUrl, appToken) {
  const tokenOf = typeof appToken === 'function' ? appToken : () => appToken;
  const checked = [];
  for (const scenario of all) {
    const context = {};
    for (const template of scenario.make(prng(7))) {
      const request = template.setupRequest ? template.setupRequest({ ...template }, context) : template;
      const app = await answer(appUrl, request, scenario.auth ? tokenOf(scenario) : null);
      const bare = await answer(bareUrl, request, null);
      const difference = firstDifference(compared(app), compared(bare));
      if (difference)
        throw new Error(
          `The bare reference answers "${scenario.name}" (${request.method} ${request.path}) differently from the app: ${difference}`,
        );
    }
    checked.push(scenario.name);
  }
  return checked;
}
