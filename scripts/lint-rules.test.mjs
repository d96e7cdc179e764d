// The root lint's structural rules bite: each snippet is linted with the real eslint.config.mjs as if it
// were a file of the named folder, and the rule must report the forbidden import or unhandled promise and
// stay quiet on the allowed form. Run by the web app's vitest (frontend/vitest.config.ts includes it).
// The snippets stand in for existing files: type-aware rules only lint files that belong to a tsconfig.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from './lib/paths.mjs';

/** Loading the two TypeScript projects for the type-aware rules takes a while on a busy machine. */
const TIMEOUT_MS = 180_000;

/** A file of `folder` whose name passes `test`, as a path relative to the repository. */
function fileIn(folder, test) {
  const name = readdirSync(join(repoRoot, folder))
    .sort()
    .find((entry) => test(entry));
  if (!name) throw new Error(`no file in ${folder} matches ${test}`);
  return `${folder}/${name}`;
}

const isSource = (name) => /\.ts$/.test(name) && !/\.(spec|test|d)\.ts$/.test(name);

const files = {
  domain: fileIn('backend/src/domain', isSource),
  domainSpec: fileIn('backend/src/domain', (name) => name.endsWith('.spec.ts')),
  controller: fileIn('backend/src/cylinders', (name) => name.endsWith('.controller.ts')),
  database: fileIn('backend/src/database', isSource),
  backendSource: fileIn('backend/src/cylinders', (name) => name.endsWith('.service.ts')),
  backendTest: fileIn('backend/test/support', isSource),
  webApp: fileIn('frontend/src', (name) => name.endsWith('.tsx')),
  browserTest: fileIn('frontend/e2e/support', isSource),
};

let eslint;
beforeAll(() => {
  eslint = new ESLint({ cwd: repoRoot, overrideConfigFile: join(repoRoot, 'eslint.config.mjs') });
});

/** The rules that report on `code` as the file `filePath`; fails on a parse error (that would prove nothing). */
async function rulesFiring(code, filePath) {
  const [result] = await eslint.lintText(code, { filePath: join(repoRoot, filePath) });
  const fatal = result.messages.filter((m) => m.fatal);
  expect(fatal, `${filePath}: ${fatal.map((m) => m.message).join('; ')}`).toEqual([]);
  return result.messages.map((m) => m.ruleId);
}

const IMPORT = '@typescript-eslint/no-restricted-imports';
const DYNAMIC_IMPORT = 'no-restricted-syntax';

describe('import boundaries', { timeout: TIMEOUT_MS }, () => {
  it.each([
    ["import { Injectable } from '@nestjs/common';", IMPORT],
    ["import type { EntityManager } from '@mikro-orm/postgresql';", IMPORT],
    ["import { IsString } from 'class-validator';", IMPORT],
    ["import { readFileSync } from 'node:fs';", IMPORT],
    ["import { UsersService } from '../users/users.service';", IMPORT],
    ["export * from '../common/list-query';", IMPORT],
    ["export { x } from './../users/user.entity';", IMPORT],
    ["export const later = () => import('./gwp');", DYNAMIC_IMPORT],
  ])('domain/ may not import %s', async (code, rule) => {
    expect(await rulesFiring(code, files.domain)).toContain(rule);
  });

  it('domain/ imports files inside domain/', async () => {
    const code =
      "import { GRAMS_PER_KG } from './weights';\nexport * from './gwp';\nexport { GRAMS_PER_KG };\n";
    expect(await rulesFiring(code, files.domain)).toEqual([]);
  });

  it("domain/'s specs may use test libraries but nothing else of the backend", async () => {
    expect(await rulesFiring("import fc from 'fast-check';\nexport { fc };\n", files.domainSpec)).toEqual([]);
    const leaving = "import { UsersService } from '../users/users.service';\nexport { UsersService };\n";
    expect(await rulesFiring(leaving, files.domainSpec)).toContain(IMPORT);
  });

  it.each([
    "import { CylindersRepository } from './cylinders.repository';",
    "import type { UsersRepository } from '../users/users.repository';",
    "import { LogsRepository } from '../logs/logs.repository.js';",
  ])('a controller may not import a repository: %s', async (code) => {
    expect(await rulesFiring(code, files.controller)).toContain(IMPORT);
  });

  it('a controller imports its service', async () => {
    const code = "import { CylindersService } from './cylinders.service';\nexport { CylindersService };\n";
    expect(await rulesFiring(code, files.controller)).toEqual([]);
  });

  it.each([
    "import { CylindersService } from '../cylinders/cylinders.service';",
    "import { User } from '../users/user.entity';",
    "import { DemoSeeder } from '../seed/demo-seeder';",
  ])('database/ may not import a feature: %s', async (code) => {
    expect(await rulesFiring(code, files.database)).toContain(IMPORT);
  });

  it('database/ reads the configuration and its own files', async () => {
    const code =
      "import { APP_CONFIG } from '../config/app-config';\nimport { named } from './native-query';\nexport { APP_CONFIG, named };\n";
    expect(await rulesFiring(code, files.database)).toEqual([]);
  });

  it.each([
    ["import { gramsOf } from '../../backend/src/domain/weights';", IMPORT],
    ["import { UsersService } from '../../backend/src/users/users.service';", IMPORT],
    ["import { AppModule } from 'backend/src/app.module';", IMPORT],
    ["import { UsersService } from '@domain/../users/users.service';", IMPORT],
    ["export const later = () => import('../../backend/src/users/users.service');", DYNAMIC_IMPORT],
  ])('the web app may not import %s', async (code, rule) => {
    expect(await rulesFiring(code, files.webApp)).toContain(rule);
  });

  it('the web app imports the backend through @domain', async () => {
    const code =
      "import { gwpBand } from '@domain';\nimport type { ErrorCode } from '@domain/error-codes';\n" +
      'export const x: [typeof gwpBand, ErrorCode | null] = [gwpBand, null];\n';
    expect(await rulesFiring(code, files.webApp)).toEqual([]);
  });
});

describe('no floating promises', { timeout: TIMEOUT_MS }, () => {
  const floating = 'async function save(): Promise<void> {}\nexport function run(): void {\n  save();\n}\n';
  const awaited =
    'async function save(): Promise<void> {}\nexport async function run(): Promise<void> {\n  await save();\n}\n' +
    '// Meant to run on its own.\nexport function start(): void {\n  void save();\n}\n';

  it.each(
    Object.entries({
      backend: 'backendSource',
      'backend tests': 'backendTest',
      'web app': 'webApp',
      'browser tests': 'browserTest',
    }),
  )('in the %s a promise nobody awaits is reported, an awaited or voided one is not', async (_where, key) => {
    expect(await rulesFiring(floating, files[key])).toContain('@typescript-eslint/no-floating-promises');
    expect(await rulesFiring(awaited, files[key])).toEqual([]);
  });

  it('an async function where a handler returns nothing is reported', async () => {
    const misused =
      'export const Save = () => (\n  <button onClick={async () => {\n    await Promise.resolve();\n  }} />\n);\n';
    expect(await rulesFiring(misused, files.webApp)).toContain('@typescript-eslint/no-misused-promises');
  });
});
