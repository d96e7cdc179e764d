import type { FastifyReply, FastifyRequest } from 'fastify';
import { Page } from './list-query';

/**
 * Fastify preSerialization hook: a list handler's {@link Page} goes out as its items, with the
 * Content-Range header ra-data-simple-rest reads the total from. Every other answer passes unchanged.
 */
export function sendPage(
  _request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
  done: (error: Error | null, payload?: unknown) => void,
): void {
  if (!(payload instanceof Page)) return done(null, payload);
  reply.header('Content-Range', payload.contentRange());
  done(null, payload.items);
}
