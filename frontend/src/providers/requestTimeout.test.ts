import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translateApiError } from '../common/errors';
import { outcomeUnknown } from './idempotency';
import { createI18nProvider, loadMessages } from './i18nProvider';
import { RequestTimeoutError, withTimeout } from './requestTimeout';

// A real server that takes every request and never answers: the plant room's dead link.
let server: Server;
let url: string;
beforeAll(async () => {
  server = createServer(() => undefined);
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/logs`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((ok) => server.close(ok));
});

async function translator(locale: 'nl' | 'en') {
  await loadMessages(locale);
  return createI18nProvider(locale).translate as never;
}

const post = (signal: AbortSignal) => fetch(url, { method: 'POST', body: '{}', signal });

describe('a request with no answer', () => {
  it('ends after the timeout with RequestTimeoutError, an unknown outcome that keeps its idempotency key', async () => {
    const started = Date.now();
    const error = await withTimeout(url, null, post, 300).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RequestTimeoutError);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(outcomeUnknown(error)).toBe(true);
  });

  it.each([
    ['nl', 'De server geeft geen antwoord. Controleer je verbinding en probeer het opnieuw.'],
    ['en', 'The server does not answer. Check your connection and try again.'],
  ] as const)('shows the translated message (%s), never the browser abort text', async (locale, text) => {
    const error = await withTimeout(url, null, post, 200).catch((e: unknown) => e);
    const shown = translateApiError(error, await translator(locale), 'Opslaan mislukt');
    expect(shown).toBe(text);
    expect(shown).not.toMatch(/signal|abort/i);
  });

  it("the caller's own cancel stays a cancel, not a timeout", async () => {
    const caller = new AbortController();
    setTimeout(() => caller.abort(), 100);
    const error = await withTimeout(url, caller.signal, post, 5_000).catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(RequestTimeoutError);
    expect((error as Error).name).toBe('AbortError');
  });

  it('an answer in time is returned as it is', async () => {
    const answering = createServer((_, res) => res.end('{"ok":true}'));
    await new Promise<void>((ok) => answering.listen(0, '127.0.0.1', ok));
    const at = `http://127.0.0.1:${(answering.address() as AddressInfo).port}/`;
    try {
      const body = await withTimeout(
        at,
        null,
        (signal) => fetch(at, { signal }).then((r) => r.json()),
        2_000,
      );
      expect(body).toEqual({ ok: true });
    } finally {
      await new Promise((ok) => answering.close(ok));
    }
  });
});
