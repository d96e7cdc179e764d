import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync, gzipSync, inflateSync } from 'node:zlib';
import { createTestApp, type TestApp } from './support/test-app';
import { bearer, registerFirstAdmin, type Account } from './support/accounts';

/**
 * API answers as they go over the wire for each Accept-Encoding a client may send: raw sockets, so the
 * bytes are compared as sent (no client-side decoding in between). The web app's precompressed files are
 * checked in the browser (frontend/e2e/compression.spec.ts): @fastify/static does not load under jest.
 */
interface Raw {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

let t: TestApp;
let base: string;
let admin: Account;

function get(path: string, headers: Record<string, string> = {}): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${base}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

function decode(res: Raw): string {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(res.body).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(res.body).toString('utf8');
  if (encoding === 'deflate') return inflateSync(res.body).toString('utf8');
  expect(encoding).toBeUndefined();
  return res.body.toString('utf8');
}

beforeAll(async () => {
  t = await createTestApp();
  const server = t.app.getHttpServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  admin = await registerFirstAdmin(t);
  for (let i = 0; i < 30; i++)
    await t
      .http()
      .post('/api/suppliers')
      .set(bearer(admin))
      .send({ name: `Supplier ${String(i).padStart(2, '0')} with a longer trading name B.V.` })
      .expect(201);
});

afterAll(async () => {
  await t?.close();
});

// Accept-Encoding as browsers and tools send it -> the encoding the server must answer with.
const NEGOTIATION: [string | undefined, string | undefined][] = [
  ['gzip, deflate, br, zstd', 'br'], // Chromium
  ['gzip, deflate, br', 'br'], // Firefox, Safari
  ['br', 'br'],
  ['gzip', 'gzip'],
  ['gzip, deflate', 'gzip'], // Node's fetch, curl --compressed without brotli
  ['br;q=0, gzip', 'gzip'],
  ['identity', undefined],
  [undefined, undefined], // autocannon, plain curl: nothing asked, nothing compressed
];

describe('API answers', () => {
  it.each(NEGOTIATION)(
    'Accept-Encoding %p -> %p for a list page, with its Content-Range',
    async (accept, expected) => {
      const headers: Record<string, string> = { Authorization: `Bearer ${admin.token}` };
      if (accept !== undefined) headers['Accept-Encoding'] = accept;
      const res = await get(`/api/suppliers?range=${encodeURIComponent('[0,29]')}`, headers);
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBe(expected);
      expect(res.headers['content-range']).toBe('suppliers 0-29/30');
      const items = JSON.parse(decode(res)) as { name: string }[];
      expect(items).toHaveLength(30);
      if (expected) {
        expect(res.headers.vary).toMatch(/accept-encoding/i);
        expect(res.body.length).toBeLessThan(Buffer.byteLength(JSON.stringify(items)) / 3);
      }
    },
  );

  it('compresses the same JSON it would send raw', async () => {
    const auth = { Authorization: `Bearer ${admin.token}` };
    const raw = await get('/api/suppliers?range=%5B0%2C29%5D', auth);
    const br = await get('/api/suppliers?range=%5B0%2C29%5D', { ...auth, 'Accept-Encoding': 'br' });
    expect(decode(br)).toBe(raw.body.toString('utf8'));
  });

  it('leaves small answers (below 1 KiB) uncompressed', async () => {
    const res = await get('/api/health', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(res.status).toBe(200);
    expect(res.body.length).toBeLessThan(1024);
    expect(res.headers['content-encoding']).toBeUndefined();
  });

  it('refuses no request for its Content-Encoding: a compressed body is not decoded, just invalid JSON', async () => {
    const res = await t
      .http()
      .post('/api/suppliers')
      .set(bearer(admin))
      .set('Content-Type', 'application/json')
      .set('Content-Encoding', 'gzip')
      .send(gzipSync(JSON.stringify({ name: 'Zipped' })));
    expect(res.status).toBe(400);
    expect(res.body.code).toEqual(expect.any(String));
  });
});
