import { describe, expect, it } from 'vitest';
import { withLanguage } from './dataProvider';

describe('withLanguage: downloads carry the language on screen', () => {
  it.each([
    ['cylinders/export.csv', 'nl', 'cylinders/export.csv?lang=nl'],
    ['cylinders/export.csv?filter=%7B%7D', 'en', 'cylinders/export.csv?filter=%7B%7D&lang=en'],
    [
      'logs/export.csv?filter=%7B%22cylinderId%22%3A4%7D&lang=nl',
      'en',
      'logs/export.csv?filter=%7B%22cylinderId%22%3A4%7D&lang=en',
    ],
  ] as const)('%s in %s -> %s', (path, language, expected) => {
    expect(withLanguage(path, language)).toBe(expected);
  });

  it('keeps the filter intact', () => {
    const filter = JSON.stringify({ q: 'R-4&status=x', dateFrom: '2026-01-01' });
    const out = withLanguage(`logs/export.csv?${new URLSearchParams({ filter })}`, 'nl');
    expect(new URLSearchParams(out.split('?')[1]).get('filter')).toBe(filter);
  });
});
