import { describe, expect, it } from 'vitest';
import { bannerContent } from './banner';
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
