import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CONTENT_ORIGINS,
  facilityNameMissing,
  originFrom,
  originPayload,
  VIRGIN_ORIGIN,
} from './contentOrigin';

describe('origin of the content', () => {
  it.each([
    [{ ...VIRGIN_ORIGIN, facilityName: 'ignored' }, { contentOrigin: 'VIRGIN', originFacility: null }, false],
    [
      {
        contentOrigin: 'RECYCLED',
        facilityName: ' Recycling Noord BV ',
        facilityAddress: '  ',
        facilityCertificate: 'RC-1',
      },
      {
        contentOrigin: 'RECYCLED',
        originFacility: { name: 'Recycling Noord BV', address: null, certificateNumber: 'RC-1' },
      },
      false,
    ],
    [
      {
        contentOrigin: 'RECLAIMED',
        facilityName: '   ',
        facilityAddress: 'Havenweg 3',
        facilityCertificate: '',
      },
      {
        contentOrigin: 'RECLAIMED',
        originFacility: { name: '', address: 'Havenweg 3', certificateNumber: null },
      },
      true,
    ],
  ] as const)('%j', (values, payload, missing) => {
    expect(originPayload(values)).toEqual(payload);
    expect(facilityNameMissing(values)).toBe(missing);
  });

  it('reads back what it sends, for every origin and facility', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...CONTENT_ORIGINS),
        fc.string({ minLength: 1 }).filter((s) => s.trim() !== ''),
        fc.option(fc.string().filter((s) => s.trim() !== '')),
        fc.option(fc.string().filter((s) => s.trim() !== '')),
        (contentOrigin, name, address, certificateNumber) => {
          const sent = originPayload(
            originFrom({
              contentOrigin,
              originFacility: {
                name: name.trim(),
                address: address?.trim() ?? null,
                certificateNumber: certificateNumber?.trim() ?? null,
              },
            }),
          );
          if (contentOrigin === 'VIRGIN') expect(sent.originFacility).toBeNull();
          else
            expect(sent.originFacility).toEqual({
              name: name.trim(),
              address: address?.trim() || null,
              certificateNumber: certificateNumber?.trim() || null,
            });
        },
      ),
    );
  });
});
