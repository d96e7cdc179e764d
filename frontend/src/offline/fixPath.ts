import type { QueuedWrite } from './queue';

/** The query parameter naming the queued write a page's form opens pre-filled with (its seq). */
export const FIX_PARAM = 'fix';

/** Refusals that say the record the write belongs to is gone: no form left to correct it in. */
const GONE = new Set(['CYLINDER_NOT_FOUND', 'INSTALLATION_NOT_FOUND']);

/**
 * Where a queued write is corrected: a mutation in its cylinder's mutation form, a leak check in its
 * installation's leak-check form; null for a new cylinder (sent again or discarded as it is) and for a
 * write whose cylinder or installation is gone (discarded, or sent again once the office restored it).
 */
export function fixPath(write: Pick<QueuedWrite, 'seq' | 'resource' | 'body' | 'refused'>): string | null {
  if (write.refused?.code && GONE.has(write.refused.code)) return null;
  const id = (v: unknown) => (typeof v === 'number' || (typeof v === 'string' && /^\d+$/.test(v)) ? v : null);
  if (write.resource === 'logs' && id(write.body.cylinderId) !== null)
    return `/cylinder/${id(write.body.cylinderId)}?${FIX_PARAM}=${write.seq}`;
  if (write.resource === 'leak-checks' && id(write.body.installationId) !== null)
    return `/installations/${id(write.body.installationId)}?${FIX_PARAM}=${write.seq}`;
  return null;
}

/** The seq a page was asked to correct (`?fix=`), or null. */
export function fixSeq(params: URLSearchParams): number | null {
  const raw = params.get(FIX_PARAM);
  return raw !== null && /^\d{1,12}$/.test(raw) ? Number(raw) : null;
}
