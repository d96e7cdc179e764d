import { trimText, trimToNull } from './text-transforms';

describe('text transforms', () => {
  it.each([
    ['  R-32 ', 'R-32', 'R-32'],
    ['', '', null],
    [' \n\t ', '', null],
    ['a b', 'a b', 'a b'],
    [null, null, null],
    [undefined, undefined, undefined],
    [42, 42, 42],
  ])('%j -> trimText %j, trimToNull %j', (value, trimmed, orNull) => {
    expect(trimText({ value })).toBe(trimmed);
    expect(trimToNull({ value })).toBe(orNull);
  });
});
