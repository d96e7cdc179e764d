import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { generateApiTypes, TARGET } from '../../scripts/api-types.mjs';

describe('src/api/schema.d.ts', () => {
  it('is what openapi/openapi.json generates (run `npm run openapi` when this fails)', async () => {
    expect(await generateApiTypes()).toBe(readFileSync(TARGET, 'utf8'));
  }, 30_000);
});
