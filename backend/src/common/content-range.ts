import type { FastifyReply, FastifyRequest } from 'fastify';
import { Page } from './list-query';

/** The register's size without the list's filters, sent beside Content-Range on a filtered page. */
export const UNFILTERED_TOTAL_HEADER = 'X-Unfiltered-Total';
/** Sent as "true" when a list stopped counting: the total in Content-Range is a lower bound. */
export const TOTAL_CAPPED_HEADER = 'X-Total-Capped';
/** The Content-Range of a list answer, between its serialization and its sending. */
const pendingRange = new WeakMap<FastifyReply, string>();

/**
 * Fastify preSerialization hook: a list handler's {@link Page} goes out as its items; its Content-Range
 * (the header ra-data-simple-rest reads the total from) is set by {@link setContentRange}. Every other
 * answer passes unchanged.
 */
export function sendPage(
  _request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
  done: (error: Error | null, payload?: unknown) => void,
): void {
  if (!(payload instanceof Page)) return done(null, payload);
  pendingRange.set(reply, payload.contentRange());
  if (payload.unfilteredTotal !== undefined) reply.header(UNFILTERED_TOTAL_HEADER, payload.unfilteredTotal);
  if (payload.totalCapped) reply.header(TOTAL_CAPPED_HEADER, 'true');
  done(null, payload.items);
}

/**
 * Fastify onSend hook, added after the compression plugin's: that plugin leaves any answer with a
 * Content-Range alone (it reads it as a byte range of a partial answer), while ours counts list items
 * ("cylinders 0-24/20000") and the page compresses like any JSON.
 */
export function setContentRange(
  _request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
  done: (error: Error | null, payload?: unknown) => void,
): void {
  const range = pendingRange.get(reply);
  if (range !== undefined) reply.header('Content-Range', range);
  done(null, payload);
}
