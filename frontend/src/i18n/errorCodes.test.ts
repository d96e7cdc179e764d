// Every error code the API can send (backend/src) has a text under errors.<CODE> in both languages.
// The codes are read from the backend's sources, so a new code without a translation fails here.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { appEn } from './en';
import { appNl } from './nl';

const backendSrc = fileURLToPath(new URL('../../../backend/src', import.meta.url));

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.ts$/.test(entry.name) && !/\.spec\.ts$/.test(entry.name) ? [path] : [];
  });
}

const CODE = `'([A-Z][A-Z0-9_]+)'`;
const PATTERNS = [
  // new AppError(400, 'CODE', ...)
  new RegExp(`new AppError\\(\\s*\\d+\\s*,\\s*${CODE}`, 'g'),
  // badRequest('CODE', ...), conflict(...), forbidden(...)
  new RegExp(`\\b(?:badRequest|conflict|forbidden)\\(\\s*${CODE}`, 'g'),
  // notFound('Log entry', 'CODE')
  new RegExp(`\\bnotFound\\(\\s*'[^']*'\\s*,\\s*${CODE}`, 'g'),
  // the error filter's own bodies: body(409, 'IN_USE', ...) and the generic table [ 'CODE', 'message' ]
  new RegExp(`\\bbody\\(\\s*\\d+\\s*,\\s*${CODE}`, 'g'),
  new RegExp(`\\d+:\\s*\\[\\s*${CODE}\\s*,`, 'g'),
  // domain rule results: { ok: false, code: 'CODE', ... } and `code: 'A' | 'B'` in result types
  new RegExp(`\\bcode:\\s*${CODE}`, 'g'),
];

function backendCodes(): string[] {
  const codes = new Set<string>();
  for (const file of sources(backendSrc)) {
    const text = readFileSync(file, 'utf8');
    for (const pattern of PATTERNS) for (const m of text.matchAll(pattern)) codes.add(m[1]);
    // union types of codes: `code: 'DATE_IN_FUTURE' | 'DATE_TOO_EARLY'`, `type MutationRuleCode = | 'A' | 'B'`
    for (const m of text.matchAll(/(?:\bcode:|type \w*Code\s*=)((?:\s*\|?\s*'[A-Z][A-Z0-9_]+')+)/g)) {
      for (const c of m[1].matchAll(/'([A-Z][A-Z0-9_]+)'/g)) codes.add(c[1]);
    }
  }
  return [...codes].sort();
}

describe('API error codes', () => {
  const codes = backendCodes();

  it('finds the codes in the backend sources', () => {
    // A guard for the extraction itself: these must be found, or the patterns went stale.
    for (const known of [
      'INVALID_LIST_QUERY',
      'CYLINDER_NOT_FOUND',
      'LAST_ADMIN',
      'WEIGHT_MISMATCH',
      'DATE_IN_FUTURE',
      'IN_USE',
    ]) {
      expect(codes).toContain(known);
    }
  });

  it.each([
    ['en', appEn.errors as Record<string, string>],
    ['nl', appNl.errors as Record<string, string>],
  ])('every code has errors.<CODE> in %s', (_, errors) => {
    const missing = codes.filter((code) => !errors[code]?.trim());
    expect(missing).toEqual([]);
  });
});
