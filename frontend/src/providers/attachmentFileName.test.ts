import { describe, expect, it } from 'vitest';
import { attachmentFileName } from './dataProvider';

describe("attachmentFileName: a download is saved under the server's name", () => {
  it.each<[string | null, string | null]>([
    [
      'attachment; filename="fgas-logbook-koelcel-2-slagerij-de-vries-2026-01-01_2026-12-31.csv"',
      'fgas-logbook-koelcel-2-slagerij-de-vries-2026-01-01_2026-12-31.csv',
    ],
    ['inline; filename="retourbon-fg-0815-2026-04-15.pdf"', 'retourbon-fg-0815-2026-04-15.pdf'],
    ['attachment', null],
    [null, null],
  ])('%j', (header, name) => {
    expect(attachmentFileName(header)).toBe(name);
  });
});
