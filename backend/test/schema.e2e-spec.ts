import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MikroORM } from '@mikro-orm/postgresql';
import { createOrmConfig } from '../src/mikro-orm.config';
import { generateOpenApi } from '../src/bin/generate-openapi';
import { createTestApp, type TestApp } from './support/test-app';

describe('committed artifacts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('migrations produce exactly the schema the entities describe (no drift)', async () => {
    const orm = await MikroORM.init(createOrmConfig(t.databaseUrl, { allowGlobalContext: true }));
    try {
      const diff = await orm.schema.getUpdateSchemaSQL({ wrap: false, safe: false, dropTables: true });
      expect(diff.trim()).toBe('');
      const pending = await orm.getMigrator().getPendingMigrations();
      expect(pending).toEqual([]);
    } finally {
      await orm.close(true);
    }
  });

  it('openapi/openapi.json is what the code generates (run `npm run openapi` when this fails)', async () => {
    const committed = readFileSync(join(__dirname, '../../openapi/openapi.json'), 'utf8');
    expect(await generateOpenApi()).toBe(committed);
  });

  it('documents every operation with a summary, an operationId and error responses', () => {
    const document = JSON.parse(readFileSync(join(__dirname, '../../openapi/openapi.json'), 'utf8'));
    const problems: string[] = [];
    for (const [path, item] of Object.entries<
      Record<string, { summary?: string; operationId?: string; responses?: object; security?: unknown[] }>
    >(document.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        const name = `${method.toUpperCase()} ${path}`;
        if (!operation.summary) problems.push(`${name}: no summary`);
        if (!operation.operationId) problems.push(`${name}: no operationId`);
        const statuses = Object.keys(operation.responses ?? {});
        if (!statuses.some((s) => s.startsWith('2'))) problems.push(`${name}: no success response`);
        if (!statuses.some((s) => /^[45]/.test(s))) problems.push(`${name}: no error response`);
        const ok =
          (operation.responses as Record<string, { content?: object }> | undefined)?.['200'] ??
          (operation.responses as Record<string, { content?: object }> | undefined)?.['201'];
        if (ok && !ok.content && !/\/(health)$/.test(path))
          problems.push(`${name}: success response without a schema`);
      }
    }
    expect(problems).toEqual([]);
    expect(document.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
  });
});
