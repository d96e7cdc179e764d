import { describe, expect, it } from 'vitest';
import { customerAddressLine } from './customerAddress';

describe('customerAddressLine', () => {
  it.each([
    [
      { address: 'Marktstraat 14', postcode: '3811 AB', city: 'Amersfoort' },
      'Marktstraat 14, 3811 AB Amersfoort',
    ],
    [
      { address: 'Marktstraat 14, 3811 AB Amersfoort', postcode: null, city: null },
      'Marktstraat 14, 3811 AB Amersfoort',
    ],
    [{ address: null, postcode: '3811 AB', city: 'Amersfoort' }, '3811 AB Amersfoort'],
    [{ address: 'Kade 1', postcode: null, city: 'Zwolle' }, 'Kade 1, Zwolle'],
    [{ address: null, postcode: null, city: null }, ''],
  ])('%o -> %p', (customer, line) => expect(customerAddressLine(customer)).toBe(line));
});
