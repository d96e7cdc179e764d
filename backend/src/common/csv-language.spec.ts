import { csvLanguage } from './csv-language';

describe('csvLanguage: lang, else Accept-Language by preference, else nl; no header at all: en', () => {
  it.each([
    [undefined, undefined, 'en'],
    [undefined, '', 'en'],
    [undefined, '  ', 'en'],
    [undefined, 'fr-FR,fr;q=0.9', 'nl'],
    [undefined, 'en', 'en'],
    [undefined, 'en-GB,en;q=0.9', 'en'],
    [undefined, 'nl-NL,nl;q=0.9,en-US;q=0.8,en;q=0.7', 'nl'],
    [undefined, 'de-DE,nl;q=0.8,en;q=0.5', 'nl'],
    [undefined, 'de-DE,en;q=0.8,nl;q=0.5', 'en'],
    [undefined, 'nl;q=0.2, en;q=0.9', 'en'],
    [undefined, 'en;q=0, nl', 'nl'],
    [undefined, 'EN-us', 'en'],
    [undefined, '*', 'nl'],
    [undefined, 'en;q=abc', 'en'], // a malformed q counts as 1
    [undefined, ';;;,,,', 'nl'],
    ['en', 'nl-NL', 'en'],
    ['nl', 'en-GB', 'nl'],
  ] as const)('lang %p, Accept-Language %p -> %p', (lang, accept, expected) => {
    expect(csvLanguage(lang, accept)).toBe(expected);
  });

  it('reads no more of a huge header than it needs', () => {
    expect(csvLanguage(undefined, `${'x-y;q=0.1,'.repeat(100_000)}en`)).toBe('nl');
  });
});
