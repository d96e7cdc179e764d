import { isPlausiblePhone } from './phone';

describe('isPlausiblePhone', () => {
  it.each([
    ['+31 (0)20-123 4567', true],
    ['020 1234567', true],
    ['0612345678', true],
    ['+44 20 7946 0958', true],
    ['(020) 123-45-67', true],
    ['123456', true],
    ['12345', false],
    ['123456789012345678901', false],
    ['', false],
    ['   ', false],
    ['0612345678 ext. 2', false],
    ['06-1234abcd', false],
    ['31+20 1234567', false],
    ['++31 20 1234567', false],
    ['020.123.4567', false],
    ['020/1234567', false],
  ])('%j -> %s', (value, expected) => {
    expect(isPlausiblePhone(value)).toBe(expected);
  });
});
