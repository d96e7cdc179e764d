import 'reflect-metadata';
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { Client } from 'pg';
import request from 'supertest';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { loadConfig, type AppConfig } from '../../src/config/app-config';
import { createApp } from '../../src/app.setup';

export interface TestApp {
  app: NestFastifyApplication;
  config: AppConfig;
  databaseUrl: string;
  /** supertest agent on the real HTTP stack */
  http: () => ReturnType<typeof request>;
  /** raw SQL on the suite's own database (for assertions, never for the behaviour under test) */
  sql: <T = Record<string, unknown>>(text: string, params?: unknown[]) => Promise<T[]>;
  close: () => Promise<void>;
}

function databaseUrl(name: string): string {
  const url = new URL(process.env.TEST_DB_ADMIN_URL!);
  url.pathname = `/${name}`;
  return url.toString();
}

async function admin<T>(work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: process.env.TEST_DB_ADMIN_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A fresh database cloned from the migrated template, and the app on it with the real HTTP stack. */
export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const name = `fgas_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await admin((client) =>
    client.query(`create database "${name}" template "${process.env.TEST_DB_TEMPLATE}"`),
  );
  const url = databaseUrl(name);
  const config = loadConfig({
    DATABASE_URL: url,
    JWT_SECRET: randomBytes(32).toString('hex'),
    LOG_LEVEL: 'silent',
    NODE_ENV: 'test',
    PUBLIC_URL: 'http://fgas.test',
    ...env,
  });
  const app = await createApp(config);
  await app.getHttpAdapter().getInstance().ready();
  const sqlClient = new Client({ connectionString: url });
  await sqlClient.connect();
  return {
    app,
    config,
    databaseUrl: url,
    http: () => request(app.getHttpServer()),
    sql: async <T>(text: string, params: unknown[] = []) => (await sqlClient.query(text, params)).rows as T[],
    close: async () => {
      await sqlClient.end();
      await app.close();
      await admin((client) => client.query(`drop database if exists "${name}" with (force)`));
    },
  };
}

export interface Instance {
  app: NestFastifyApplication;
  url: string;
  /** supertest agent on this instance's own port */
  http: () => ReturnType<typeof request>;
  close: () => Promise<void>;
}

/**
 * One more API instance on a test app's database, listening on its own free port: the same configuration
 * (database, JWT secret), its own process state (caches, pool, change-feed listener), as a second replica
 * or a restarted process would have.
 */
export async function startInstance(t: TestApp): Promise<Instance> {
  const app = await createApp(t.config);
  await app.listen(0, '127.0.0.1');
  const { port } = app.getHttpServer().address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  return { app, url, http: () => request(url), close: () => app.close() };
}
