import fc from 'fast-check';
import { CONTENT_ORIGINS, INSTALLATION_CATEGORIES } from './installations';
import { SERVICING_BAN_RULES, servicingBanFor, type ServicingFill } from './servicing-ban';

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

describe('servicingBanFor: properties', () => {
  const day = fc
    .date({
      min: new Date('2020-01-01T00:00:00Z'),
      max: new Date('2040-12-31T00:00:00Z'),
      noInvalidDate: true,
    })
    .map((d) => d.toISOString().slice(0, 10));
  const fills = fc.record<ServicingFill>({
    category: fc.constantFrom(...INSTALLATION_CATEGORIES),
    gwp: fc.option(fc.integer({ min: 0, max: 25_000 }), { nil: null }),
    origin: fc.constantFrom(...CONTENT_ORIGINS),
    on: day,
  });

  it('bans exactly GWP >= 2500 in a listed category from its first day, recycled gas later', () => {
    fc.assert(
      fc.property(fills, (fill) => {
        const rule = SERVICING_BAN_RULES.find((r) => r.categories.includes(fill.category));
        const from = rule && (fill.origin === 'VIRGIN' ? rule.virginBannedFrom : rule.recycledBannedFrom);
        const expected =
          rule !== undefined && fill.gwp !== null && fill.gwp >= rule.minimumGwp && fill.on >= from!;
        expect(servicingBanFor(fill) !== null).toBe(expected);
      }),
    );
  });

  it('recycled or reclaimed gas is never banned where virgin gas is allowed, nor is a lower GWP', () => {
    fc.assert(
      fc.property(fills, fc.integer({ min: 0, max: 25_000 }), (fill, lower) => {
        if (servicingBanFor({ ...fill, origin: 'VIRGIN' }) === null) expect(servicingBanFor(fill)).toBeNull();
        if (servicingBanFor(fill) === null && fill.gwp !== null && lower <= fill.gwp)
          expect(servicingBanFor({ ...fill, gwp: lower })).toBeNull();
      }),
    );
  });
});
