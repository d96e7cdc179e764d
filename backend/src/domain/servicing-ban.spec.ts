import { servicingBanFor, type ServicingFill } from './servicing-ban';

describe('servicingBanFor: the Art. 13(3) ban by date, category, GWP and origin', () => {
  const fill = (over: Partial<ServicingFill>): ServicingFill => ({
    category: 'REFRIGERATION',
    gwp: 3922,
    origin: 'VIRGIN',
    on: '2025-01-01',
    ...over,
  });

  it.each<[string, Partial<ServicingFill>, boolean]>([
    ['refrigeration, virgin R-404A, 2025-01-01', {}, true],
    ['refrigeration, virgin, 2024-12-31', { on: '2024-12-31' }, false],
    ['refrigeration, GWP 2499', { gwp: 2499 }, false],
    ['refrigeration, GWP 2500', { gwp: 2500 }, true],
    ['refrigeration, recycled, 2029-12-31', { origin: 'RECYCLED', on: '2029-12-31' }, false],
    ['refrigeration, reclaimed, 2030-01-01', { origin: 'RECLAIMED', on: '2030-01-01' }, true],
    ['air conditioning, virgin, 2025-12-31', { category: 'AIR_CONDITIONING', on: '2025-12-31' }, false],
    ['air conditioning, virgin, 2026-01-01', { category: 'AIR_CONDITIONING', on: '2026-01-01' }, true],
    ['heat pump, virgin, 2026-06-01', { category: 'HEAT_PUMP', on: '2026-06-01' }, true],
    [
      'heat pump, recycled, 2031-12-31',
      { category: 'HEAT_PUMP', origin: 'RECYCLED', on: '2031-12-31' },
      false,
    ],
    [
      'heat pump, reclaimed, 2032-01-01',
      { category: 'HEAT_PUMP', origin: 'RECLAIMED', on: '2032-01-01' },
      true,
    ],
    ['other equipment, virgin, 2030', { category: 'OTHER', on: '2030-01-01' }, false],
    ['unknown GWP', { gwp: null }, false],
  ])('%s: banned %p', (_name, over, banned) => {
    expect(servicingBanFor(fill(over)) !== null).toBe(banned);
  });
});
