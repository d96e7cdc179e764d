import { pdfText } from './pdf-text';

describe('pdfText: what the standard PDF fonts can draw', () => {
  it.each([
    ['plain ASCII', 'R-404A 12.5 kg', 'R-404A 12.5 kg'],
    ['Dutch diacritics stay (Latin-1)', 'Café Ĳssel, geëvacueerd, ruïne', 'Café IJssel, geëvacueerd, ruïne'],
    ['WinAnsi extras stay', '€ 5 – “ok” — •', '€ 5 – “ok” — •'],
    ['subscripts become digits', 'CO₂e t', 'CO2e t'],
    ['letters Latin-1 lacks lose their accent', 'Łódź Čech', 'Lódz Cech'],
    ['emoji and other scripts become ?', 'ok 😀 漢', 'ok ? ?'],
    ['control characters go, line breaks stay', 'a\u0000b\r\nc\td\u200b', 'ab\nc d'],
    ['decomposed input is composed first', 'e\u0301', 'é'],
    ['null and undefined are empty', null, ''],
  ])('%s', (_, input, expected) => {
    expect(pdfText(input)).toBe(expected);
  });

  it('never answers a character outside WinAnsi', () => {
    const all = Array.from({ length: 0x3000 }, (_, i) => String.fromCodePoint(i)).join('') + '😀🇳🇱';
    for (const ch of pdfText(all)) {
      const code = ch.codePointAt(0)!;
      expect(
        code === 10 || (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || code > 0xff,
      ).toBe(true);
      if (code > 0xff) expect('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ').toContain(ch);
    }
  });
});
