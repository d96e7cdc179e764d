import { csvCell, csvFileName, csvLine, formatDateTimeNl, formatDecimalNl, toCsv } from './csv';

describe('formatDecimalNl', () => {
  it.each([
    [12.5, undefined, '12,5'],
    [12.5, 3, '12,500'],
    [-0.125, undefined, '-0,125'],
    ['7.250', undefined, '7,25'],
    [1000, 2, '1000,00'],
    [0, undefined, '0'],
    [null, undefined, ''],
    [undefined, 2, ''],
    [Number.NaN, undefined, ''],
  ])('%p (%p decimals) -> %p', (value, decimals, expected) => {
    expect(formatDecimalNl(value as number, decimals)).toBe(expected);
  });
});

describe('csvCell', () => {
  it.each([
    [null, ''],
    [undefined, ''],
    ['plain', 'plain'],
    ['a;b', '"a;b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['=SUM(A1:A2)', "'=SUM(A1:A2)"],
    ['+31 6 1234', "'+31 6 1234"],
    ['-FG-1', "'-FG-1"],
    ['@cmd', "'@cmd"],
    ['=1;2', `"'=1;2"`],
    [-1.5, '-1,5'],
    [true, 'yes'],
    [false, 'no'],
  ])('%p -> %p', (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });
});

describe('toCsv', () => {
  it('writes BOM, header, CRLF rows', () => {
    expect(
      toCsv(
        ['A', 'B'],
        [
          [1.25, 'x'],
          [null, 'y;z'],
        ],
      ),
    ).toBe('\uFEFFA;B\r\n1,25;x\r\n;"y;z"\r\n');
    expect(csvLine(['a', 2])).toBe('a;2\r\n');
  });
});

describe('dates', () => {
  it('formats moments as Amsterdam local time and names files by the Dutch date', () => {
    expect(formatDateTimeNl('2026-07-01T22:30:05.000Z')).toBe('2026-07-02 00:30:05');
    expect(formatDateTimeNl(new Date('2026-01-15T08:00:00Z'))).toBe('2026-01-15 09:00:00');
    expect(formatDateTimeNl(null)).toBe('');
    expect(csvFileName('fgas-cylinders', new Date('2026-03-01T23:30:00Z'))).toBe(
      'fgas-cylinders-2026-03-02.csv',
    );
  });
});
