import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { ApiHeader } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { badRequest } from './app-error';

/**
 * How long a create waited on the device that sent it, in whole milliseconds: a write kept in a phone's
 * queue (no signal, or a send that got no answer) is sent later with the time since it was saved. The
 * route that dates a record it is given undated dates it that long before its own now, so the record keeps
 * the moment it was saved; the device's clock cancels out (its now minus its now), a wrong phone clock
 * cannot misdate it. Not part of the request's identity: a retry under the same Idempotency-Key sends a
 * longer wait and still answers the first answer.
 */
export const QUEUED_FOR_HEADER = 'Queued-For-Ms';

/** Digits only: no sign, no fraction, no exponent; 15 digits (over 30,000 years) is past any real wait. */
const WAIT_PATTERN = /^\d{1,15}$/;

/** The header's wait in ms, or 0 without it (a create sent the moment it was saved). */
export function parseQueuedFor(header: string | string[] | undefined): number {
  if (header === undefined) return 0;
  if (Array.isArray(header)) throw invalidWait('send one header, not several');
  const text = header.trim();
  if (!WAIT_PATTERN.test(text)) throw invalidWait('give the wait as whole milliseconds, 0 or more');
  return Number(text);
}

export const invalidWait = (detail: string) =>
  badRequest('QUEUED_FOR_INVALID', `Invalid ${QUEUED_FOR_HEADER} header: ${detail}`);

/** The request's `Queued-For-Ms` wait (0 when absent); a malformed value is a 400 QUEUED_FOR_INVALID. */
export const QueuedFor = createParamDecorator((_data: unknown, context: ExecutionContext): number =>
  parseQueuedFor(context.switchToHttp().getRequest<FastifyRequest>().headers['queued-for-ms']),
);

/** The header in the OpenAPI document of a route that reads it. */
export const ApiQueuedFor = () =>
  ApiHeader({
    name: QUEUED_FOR_HEADER,
    required: false,
    description:
      'Milliseconds the request waited on the device since it was saved (its clock minus its clock), sent ' +
      'when a queued write is replayed. An entry without a date is dated at the server time minus this wait ' +
      '(never in the future); a date in the body wins. Not part of the Idempotency-Key fingerprint. ' +
      '400 QUEUED_FOR_INVALID for anything but whole milliseconds (1 to 15 digits), or for a wait reaching ' +
      'back before 2000-01-01.',
    schema: { type: 'string', pattern: '^[0-9]{1,15}$' },
  });
