// npm test: lint, build, API suites (real PostgreSQL), web unit tests, real-browser suites.
// Ends with one line "N passed, N failed" summing every runner.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoRoot } from './lib/paths.mjs';

const out = mkdtempSync(join(tmpdir(), 'fgas-test-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];

function run(title, command, args, { cwd = repoRoot, env = {} } = {}) {
  console.log(`\n=== ${title} ===`);
  const started = Date.now();
  const result = spawnSync(command, args, {
    cwd,
    stdio: 'inherit',
    env: { ...process.env, FORCE_COLOR: '0', ...env },
  });
  console.log(`--- ${title}: exit ${result.status} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (result.status !== 0) failures.push(title);
  return result.status === 0;
}

function readJson(file) {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
}

function count(name, passed, failed, skipped = 0) {
  totals.passed += passed;
  totals.failed += failed;
  totals.skipped += skipped;
  console.log(`${name}: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
}

run('lint', 'npx', ['eslint', '.', '--max-warnings=0']);
run('format', 'npx', ['prettier', '--check', '.', '--log-level=warn']);
const built = run('build', 'npx', [
  'nx',
  'run-many',
  '-t',
  'build',
  '--output-style=static',
  '--skip-nx-cache',
]);

// The backend's build compiles its sources only; its specs and API suites run through ts-jest without type
// checks, so their types are checked here (the web app's build checks its own tests).
run('typecheck (backend tests)', 'npx', ['tsc', '-p', 'backend/tsconfig.json', '--noEmit']);

const jestJson = join(out, 'jest.json');
run('API and unit tests (jest, real PostgreSQL)', 'npx', ['jest', '--json', `--outputFile=${jestJson}`], {
  cwd: `${repoRoot}/backend`,
});
const jest = readJson(jestJson);
if (jest)
  count(
    'jest',
    jest.numPassedTests,
    jest.numFailedTests + (jest.numRuntimeErrorTestSuites ?? 0),
    jest.numPendingTests,
  );
else failures.push('jest wrote no results');

const vitestJson = join(out, 'vitest.json');
run(
  'web unit tests (vitest)',
  'npx',
  ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestJson}`],
  { cwd: `${repoRoot}/frontend` },
);
const vitest = readJson(vitestJson);
if (vitest)
  count(
    'vitest',
    vitest.numPassedTests,
    vitest.numFailedTests,
    vitest.numPendingTests + (vitest.numTodoTests ?? 0),
  );
else failures.push('vitest wrote no results');

if (built) {
  const playwrightJson = join(out, 'playwright.json');
  run('browser tests (Playwright, Chromium)', 'npx', ['playwright', 'test', '--reporter=list,json'], {
    cwd: `${repoRoot}/frontend`,
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson },
  });
  const playwright = readJson(playwrightJson);
  if (playwright)
    count(
      'playwright',
      playwright.stats.expected + playwright.stats.flaky,
      playwright.stats.unexpected,
      playwright.stats.skipped,
    );
  else failures.push('playwright wrote no results');
}

console.log('');
if (failures.length) console.log(`Failed steps: ${failures.join(', ')}`);
console.log(
  `${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`,
);
process.exit(failures.length || totals.failed ? 1 : 0);
