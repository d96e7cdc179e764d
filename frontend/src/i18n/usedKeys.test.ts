// Every message key the web app names in its source exists in the catalogue, so a renamed or misspelt
// key fails here instead of showing up as raw text on a page.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { leafKeys } from './deepMerge';
import { en } from './en';

const SRC = join(__dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'i18n' || entry.name === 'api' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const leaves = leafKeys(en as Record<string, unknown>);
const namespaces = new Set(leaves.map((key) => key.split('.')[0]));
// A quoted key ('logs.saved') or the fixed start of a built one (`logs.rules.${code}`).
const QUOTED = /['`]([a-z][a-zA-Z]*(?:\.[a-zA-Z0-9_-]+)+)(\.\$\{|['`])/g;

function keysIn(text: string): { key: string; built: boolean }[] {
  return [...text.matchAll(QUOTED)]
    .filter(([, key]) => namespaces.has(key.split('.')[0]))
    .map(([, key, end]) => ({ key, built: end === '.${' }));
}

describe('message keys named in the source', () => {
  const files = sourceFiles(SRC);

  it('finds keys to check', () => {
    const count = files.reduce((n, file) => n + keysIn(readFileSync(file, 'utf8')).length, 0);
    expect(count).toBeGreaterThan(300);
  });

  it.each(files.map((file) => [file.slice(SRC.length + 1), file]))('%s names only known keys', (_, file) => {
    const unknown = keysIn(readFileSync(file, 'utf8'))
      .filter(({ key, built }) =>
        built ? !leaves.some((leaf) => leaf.startsWith(`${key}.`)) : !leaves.includes(key),
      )
      .map(({ key }) => key);
    expect(unknown).toEqual([]);
  });
});
