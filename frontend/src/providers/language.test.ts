import { describe, expect, it } from 'vitest';
import { pickLanguage } from './language';

describe('pickLanguage: stored value, then browser language, then nl', () => {
  it.each([
    ['en', ['nl-NL'], 'en'],
    ['nl', ['en-US'], 'nl'],
    ['en-GB', [], 'en'],
    [null, ['en-US', 'nl'], 'en'],
    [null, ['de-DE', 'nl-BE'], 'nl'],
    [null, ['fr-FR'], 'nl'],
    [null, [], 'nl'],
    ['fr', ['en'], 'en'],
    ['', undefined, 'nl'],
  ] as const)('stored %s, browser %j -> %s', (stored, browser, expected) => {
    expect(pickLanguage(stored, browser as readonly string[] | undefined)).toBe(expected);
  });
  it('accepts a single browser language string', () => {
    expect(pickLanguage(null, 'en-US')).toBe('en');
  });
});
