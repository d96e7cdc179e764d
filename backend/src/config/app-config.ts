/**
 * Configuration from environment variables, validated once at boot. A bad value stops the app with a
 * message that names the variable; nothing is silently defaulted when a value was given but is wrong.
 */
export interface AppConfig {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  databaseUrl: string;
  /** Named prepared statements on the hot paths (off for a pooler that cannot keep them, e.g. PgBouncer before 1.21 in transaction mode). */
  databasePreparedStatements: boolean;
  jwtSecret: string;
  tokenLifetimeSeconds: number;
  publicUrl: string;
  adminEmail: string | null;
  adminPassword: string | null;
  adminName: string;
  /**
   * Self-registration after the first account: `open` lets the admin setting decide (on until switched
   * off), `closed` refuses it whatever the setting, `admin` (REGISTRATION unset) keeps it off until an admin
   * switches it on: the QR labels carry the site's address, so an open sign-up let any passer-by read the register.
   */
  registration: 'open' | 'closed' | 'admin';
  corsOrigins: string[];
  bodyLimitBytes: number;
  trustProxy: boolean;
  loginMaxAttemptsPerAccount: number;
  loginMaxAttemptsPerClient: number;
  loginWindowSeconds: number;
  frontendDist: string | null;
  logLevel: 'error' | 'warn' | 'log' | 'silent';
  /** How long a stopping instance lets requests in flight finish before cancelling their queries. */
  shutdownTimeoutSeconds: number;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n  - ${problems.join('\n  - ')}`);
  }
}

type Env = Record<string, string | undefined>;

export function loadConfig(env: Env = process.env): AppConfig {
  const problems: string[] = [];
  const text = (name: string) => {
    const value = env[name]?.trim();
    return value === '' ? undefined : value;
  };
  const int = (name: string, fallback: number, min: number, max: number): number => {
    const raw = text(name);
    if (raw === undefined) return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < min || value > max) {
      problems.push(`${name} must be a whole number from ${min} to ${max} (got "${raw}")`);
      return fallback;
    }
    return value;
  };
  const oneOf = <T extends string>(name: string, allowed: readonly T[], fallback: T): T => {
    const raw = text(name);
    if (raw === undefined) return fallback;
    if (!allowed.includes(raw as T)) {
      problems.push(`${name} must be one of ${allowed.join(', ')} (got "${raw}")`);
      return fallback;
    }
    return raw as T;
  };
  const url = (name: string, fallback: string): string => {
    const raw = text(name) ?? fallback;
    try {
      const parsed = new URL(raw);
      if (!['http:', 'https:'].includes(parsed.protocol)) throw new Error('protocol');
      return raw.replace(/\/+$/, '');
    } catch {
      problems.push(`${name} must be an http(s) URL (got "${raw}")`);
      return fallback;
    }
  };

  const nodeEnv = oneOf('NODE_ENV', ['development', 'production', 'test'] as const, 'development');
  const port = int('PORT', 3000, 0, 65535);
  const host = text('HOST') ?? '0.0.0.0';

  const databaseUrl = text('DATABASE_URL') ?? '';
  if (!databaseUrl)
    problems.push('DATABASE_URL is required (npm start provides an embedded PostgreSQL when it is unset)');
  else if (!/^postgres(ql)?:\/\//.test(databaseUrl))
    problems.push('DATABASE_URL must start with postgres:// or postgresql://');

  const jwtSecret = text('JWT_SECRET') ?? '';
  if (!jwtSecret && nodeEnv === 'production') {
    // Each instance would otherwise sign with a secret of its own and refuse the others' tokens.
    problems.push(
      'JWT_SECRET is required in production (NODE_ENV=production with a DATABASE_URL): give every instance the same secret of at least 32 random bytes, e.g. openssl rand -base64 48',
    );
  } else if (Buffer.byteLength(jwtSecret, 'utf8') < 32) {
    problems.push(
      'JWT_SECRET must be at least 32 bytes (npm start generates one in the local data folder when unset)',
    );
  }

  const adminEmail = text('ADMIN_EMAIL') ?? null;
  const adminPassword = text('ADMIN_PASSWORD') ?? null;
  if ((adminEmail === null) !== (adminPassword === null)) {
    problems.push('ADMIN_EMAIL and ADMIN_PASSWORD go together: set both or neither');
  }
  if (adminEmail !== null && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(adminEmail))
    problems.push('ADMIN_EMAIL must be an e-mail address');
  if (adminPassword !== null && adminPassword.length < 8)
    problems.push('ADMIN_PASSWORD must be at least 8 characters');

  const corsOrigins = (text('CORS_ORIGINS') ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  for (const origin of corsOrigins) {
    if (!/^https?:\/\/[^/]+$/.test(origin))
      problems.push(`CORS_ORIGINS entry "${origin}" must be an origin like https://example.com`);
  }

  const config: AppConfig = {
    nodeEnv,
    port,
    host,
    databaseUrl,
    databasePreparedStatements:
      oneOf('DATABASE_PREPARED_STATEMENTS', ['true', 'false'] as const, 'true') === 'true',
    jwtSecret,
    tokenLifetimeSeconds: int('TOKEN_LIFETIME_SECONDS', 12 * 3600, 60, 30 * 24 * 3600),
    publicUrl: url('PUBLIC_URL', `http://localhost:${port || 3000}`),
    adminEmail,
    adminPassword,
    adminName: text('ADMIN_NAME') ?? 'Administrator',
    registration:
      text('REGISTRATION') === undefined
        ? 'admin'
        : oneOf('REGISTRATION', ['open', 'closed'] as const, 'open'),
    corsOrigins,
    bodyLimitBytes: int('BODY_LIMIT_BYTES', 1024 * 1024, 1024, 50 * 1024 * 1024),
    trustProxy: oneOf('TRUST_PROXY', ['true', 'false'] as const, 'false') === 'true',
    loginMaxAttemptsPerAccount: int('LOGIN_MAX_ATTEMPTS', 10, 1, 10000),
    loginMaxAttemptsPerClient: int('LOGIN_MAX_ATTEMPTS_PER_CLIENT', 100, 1, 100000),
    loginWindowSeconds: int('LOGIN_WINDOW_SECONDS', 15 * 60, 1, 24 * 3600),
    frontendDist: text('FRONTEND_DIST') ?? null,
    logLevel: oneOf(
      'LOG_LEVEL',
      ['error', 'warn', 'log', 'silent'] as const,
      nodeEnv === 'production' ? 'warn' : 'log',
    ),
    shutdownTimeoutSeconds: int('SHUTDOWN_TIMEOUT_SECONDS', 10, 1, 600),
  };
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}

export const APP_CONFIG = Symbol('APP_CONFIG');
