import { ConfigError, loadConfig } from './app-config';

const base = { DATABASE_URL: 'postgresql://u:p@localhost/db', JWT_SECRET: 'x'.repeat(32) };

describe('loadConfig', () => {
  it('has safe defaults for local use', () => {
    const config = loadConfig(base);
    expect(config).toMatchObject({
      port: 3000,
      registration: 'admin',
      trustProxy: false,
      publicUrl: 'http://localhost:3000',
      corsOrigins: [],
    });
  });

  it.each([
    [undefined, 'admin'],
    ['', 'admin'],
    ['open', 'open'],
    ['closed', 'closed'],
  ] as const)(
    'reads REGISTRATION=%p as %p (unset: off after the first account until an admin opens it)',
    (value, mode) => {
      expect(loadConfig({ ...base, REGISTRATION: value }).registration).toBe(mode);
    },
  );

  it.each([
    [{ PORT: 'abc' }, /PORT/],
    [{ PORT: '70000' }, /PORT/],
    [{ JWT_SECRET: 'short' }, /JWT_SECRET.*32 bytes/],
    [{ DATABASE_URL: 'mysql://x' }, /DATABASE_URL/],
    [{ DATABASE_URL: '' }, /DATABASE_URL is required/],
    [{ REGISTRATION: 'maybe' }, /REGISTRATION must be one of open, closed/],
    [{ PUBLIC_URL: 'ftp://x' }, /PUBLIC_URL/],
    [{ ADMIN_EMAIL: 'a@b.nl' }, /ADMIN_EMAIL and ADMIN_PASSWORD go together/],
    [{ ADMIN_EMAIL: 'nope', ADMIN_PASSWORD: 'password-1' }, /ADMIN_EMAIL must be an e-mail/],
    [{ CORS_ORIGINS: 'https://ok.nl,not a url' }, /CORS_ORIGINS/],
    [{ TOKEN_LIFETIME_SECONDS: '5' }, /TOKEN_LIFETIME_SECONDS/],
  ])('refuses %p with a message that names the variable', (env, message) => {
    expect(() => loadConfig({ ...base, ...env })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, ...env })).toThrow(message);
  });

  it.each(['', '   '])('refuses to boot in production without a JWT_SECRET (%p), saying why', (secret) => {
    expect(() => loadConfig({ ...base, NODE_ENV: 'production', JWT_SECRET: secret })).toThrow(
      /JWT_SECRET is required in production.*same secret/,
    );
  });

  it('lists every problem at once', () => {
    try {
      loadConfig({ PORT: 'x', JWT_SECRET: 'y' });
      throw new Error('expected a ConfigError');
    } catch (error) {
      expect((error as ConfigError).problems).toHaveLength(3);
    }
  });

  it('strips a trailing slash from PUBLIC_URL', () => {
    expect(loadConfig({ ...base, PUBLIC_URL: 'https://fgas.example.com/' }).publicUrl).toBe(
      'https://fgas.example.com',
    );
  });
});
