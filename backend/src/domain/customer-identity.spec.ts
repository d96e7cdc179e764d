import fc from 'fast-check';
import { normaliseKvkNumber, normalisePostcode } from './customer-identity';

describe('normalisePostcode', () => {
  it.each([
    ['1234 AB', '1234 AB'],
    ['1234ab', '1234 AB'],
    [' 9999 zz ', '9999 ZZ'],
    ['1234 aB', '1234 AB'],
    // Not Dutch: kept as typed (another country's postcode)
    ['B-2000', 'B-2000'],
    ['D-47533', 'D-47533'],
    ['SW1A  1AA', 'SW1A 1AA'],
    ['0123 AB', '0123 AB'],
    ['75008', '75008'],
    // Nothing a postcode is made of
    ['', null],
    ['   ', null],
    ['1234/AB', null],
    ['12\u000034', null],
    ['x'.repeat(21), null],
  ])('%p -> %p', (input, expected) => expect(normalisePostcode(input)).toBe(expected));

  it('every Dutch postcode, however written, becomes "dddd LL"', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1000, max: 9999 }),
        fc.stringMatching(/^[A-Za-z]{2}$/),
        fc.constantFrom('', ' '),
        fc.constantFrom('', ' ', '  '),
        (digits, letters, gap, pad) =>
          normalisePostcode(`${pad}${digits}${gap}${letters}${pad}`) === `${digits} ${letters.toUpperCase()}`,
      ),
    );
  });
});

describe('normaliseKvkNumber', () => {
  it.each([
    ['69123456', '69123456'],
    ['6912 3456', '69123456'],
    ['69.12.34.56', '69123456'],
    ['1234567', null],
    ['123456789', null],
    ['6912345A', null],
    ['', null],
  ])('%p -> %p', (input, expected) => expect(normaliseKvkNumber(input)).toBe(expected));

  it('accepts exactly the texts with 8 digits once spaces and dots are gone', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), (text) => {
        const digits = text.replace(/[\s.]/g, '');
        expect(normaliseKvkNumber(text)).toBe(/^[0-9]{8}$/.test(digits) ? digits : null);
      }),
    );
  });
});
