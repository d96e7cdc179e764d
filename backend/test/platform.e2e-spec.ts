import { createTestApp, type TestApp } from './support/test-app';
import { registerFirstAdmin } from './support/accounts';

describe('API platform', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ BODY_LIMIT_BYTES: '2048', CORS_ORIGINS: 'https://app.example.com' });
  });
  afterAll(() => t.close());

  it('serves a public health check that asks the database', async () => {
    const res = await t.http().get('/api/health').expect(200);
    expect(res.body).toEqual({ status: 'ok', database: 'ok' });
  });

  it('serves the OpenAPI document and Swagger UI without a token', async () => {
    const json = await t.http().get('/api/docs-json').expect(200);
    expect(json.body.openapi).toMatch(/^3\./);
    const ui = await t.http().get('/api/docs').redirects(1);
    expect(ui.status).toBe(200);
    expect(ui.text).toMatch(/swagger/i);
  });

  it('answers 401 to anonymous callers everywhere but the open routes', async () => {
    for (const path of ['/api/users', '/api/auth/me', '/api/settings']) {
      const res = await t.http().get(path).expect(401);
      expect(res.body).toMatchObject({
        statusCode: 401,
        code: 'UNAUTHORIZED',
        error: expect.any(String),
        requestId: expect.any(String),
      });
    }
    await t.http().get('/api/settings/public').expect(200);
  });

  it('answers malformed JSON with 400, never 500', async () => {
    const res = await t
      .http()
      .post('/api/auth/login')
      .set('Content-Type', 'application/json')
      .send('{"email": "a@b.c", ')
      .expect(400);
    expect(res.body.code).toBe('MALFORMED_JSON');
    expect(JSON.stringify(res.body)).not.toMatch(/at |node_modules|\.ts:/);
  });

  it('answers a body over the limit with 413', async () => {
    const res = await t
      .http()
      .post('/api/auth/login')
      .send({ email: 'a@b.c', password: 'x'.repeat(4000) })
      .expect(413);
    expect(res.body.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const res = await t.http().get('/api/no-such-thing').expect(404);
    expect(res.body.code).toBe('NOT_FOUND');
  });

  it('sets security headers and a request id', async () => {
    const res = await t.http().get('/api/health').expect(200);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('allows only configured CORS origins and exposes Content-Range', async () => {
    const allowed = await t
      .http()
      .options('/api/users')
      .set('Origin', 'https://app.example.com')
      .set('Access-Control-Request-Method', 'GET');
    expect(allowed.headers['access-control-allow-origin']).toBe('https://app.example.com');
    const plain = await t.http().get('/api/health').set('Origin', 'https://app.example.com');
    expect(plain.headers['access-control-expose-headers']).toContain('Content-Range');
    const denied = await t.http().get('/api/health').set('Origin', 'https://evil.example.com');
    expect(denied.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('keeps 500s plain: no stack, SQL or path, but a request id', async () => {
    const admin = await registerFirstAdmin(t);
    await t.sql('alter table users rename column name to name_gone');
    try {
      const res = await t.http().get('/api/users').set('Authorization', `Bearer ${admin.token}`).expect(500);
      expect(res.body).toEqual({
        statusCode: 500,
        code: 'INTERNAL_ERROR',
        error: 'Internal server error',
        message: 'Internal server error',
        requestId: expect.any(String),
      });
    } finally {
      await t.sql('alter table users rename column name_gone to name');
    }
  });
});
