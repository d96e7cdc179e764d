import { describe, expect, it } from 'vitest';
import { bannerContent, toneColours } from './banner';
import type { OfflineStatus } from './status';

const base: OfflineStatus = { online: true, dataFrom: null, queued: 0, refused: 0, updateReady: false };
const translate = (key: string, options?: Record<string, unknown>) =>
  options && Object.keys(options).length ? `${key} ${JSON.stringify(options)}` : key;
// 14:32 local time, whatever the machine's zone.
const at1432 = new Date(2026, 10, 26, 14, 32).getTime();

describe('the offline strip', () => {
  it.each<[string, Partial<OfflineStatus>, ReturnType<typeof bannerContent>]>([
    ['nothing to say while connected', {}, null],
    [
      'offline, no copy shown yet',
      { online: false },
      { text: 'offline.banner', tone: 'warning', action: null },
    ],
    [
      'offline with data from 14:32',
      { online: false, dataFrom: at1432 },
      { text: 'offline.dataFrom {"time":"14:32"}', tone: 'warning', action: null },
    ],
    [
      'writes waiting',
      { online: false, queued: 2 },
      {
        text: 'offline.banner · offline.waiting {"smart_count":2}',
        tone: 'warning',
        action: 'show',
      },
    ],
    [
      'a refusal, back online',
      { queued: 2, refused: 1 },
      { text: 'offline.refusedCount {"smart_count":1}', tone: 'error', action: 'show' },
    ],
    ['a new version', { updateReady: true }, { text: 'offline.updateReady', tone: 'info', action: 'reload' }],
  ])('%s', (_, status, expected) => {
    expect(bannerContent({ ...base, ...status }, translate, 'nl')).toEqual(expected);
  });
});

/** WCAG 2 contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((i) => {
      const c = parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

describe("the strip's colours follow the theme", () => {
  it.each(
    (['warning', 'error', 'info'] as const).flatMap((tone) => [
      [tone, false],
      [tone, true],
    ]) as [Parameters<typeof toneColours>[0], boolean][],
  )('%s, dark %s: text at least 7:1 on its background, the border apart from the page', (tone, dark) => {
    const c = toneColours(tone, dark);
    expect(contrast(c.color, c.background)).toBeGreaterThanOrEqual(7);
    // Dark on a dark page, light on a light one: never the light strip on the dark theme.
    const page = dark ? '#121212' : '#ffffff';
    expect(contrast(c.background, page)).toBeLessThan(1.5);
    expect(contrast(c.border, page)).toBeGreaterThanOrEqual(3);
  });
});
