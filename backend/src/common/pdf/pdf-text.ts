/**
 * Text as the PDF standard fonts can draw it. Those fonts (Helvetica and friends, built into every PDF
 * reader, so nothing is embedded or fetched) know the WinAnsi characters only: ASCII, Latin-1 (Dutch é, ë,
 * ï...) and a few more (€, curly quotes, dashes). Anything else would come out as garbage, so it is mapped
 * to the nearest such text (CO₂ -> CO2, ł -> l, accents dropped where Latin-1 lacks the letter) or '?'
 * (emoji, other scripts). Control characters become spaces; line breaks stay.
 */
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

const REPLACEMENTS: Record<string, string> = {
  '₀': '0',
  '₁': '1',
  '₂': '2',
  '₃': '3',
  '₄': '4',
  '₅': '5',
  '₆': '6',
  '₇': '7',
  '₈': '8',
  '₉': '9',
  '⁰': '0',
  '⁴': '4',
  '⁵': '5',
  '⁶': '6',
  '⁷': '7',
  '⁸': '8',
  '⁹': '9',
  ł: 'l',
  Ł: 'L',
  đ: 'd',
  Đ: 'D',
  ı: 'i',
  '≥': '>=',
  '≤': '<=',
  '≠': '!=',
  '→': '->',
  '←': '<-',
  '−': '-',
  '‐': '-',
  '‑': '-',
  '‒': '-',
  '\u2009': ' ',
  '\u202f': ' ',
  '\u2007': ' ',
};

const representable = (ch: string): boolean => {
  const code = ch.codePointAt(0)!;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(ch);
};

export function pdfText(value: string | null | undefined): string {
  if (value === null || value === undefined) return '';
  let out = '';
  for (const ch of value.normalize('NFC')) {
    if (ch === '\n') out += ch;
    else if (representable(ch)) out += ch;
    else if (ch in REPLACEMENTS) out += REPLACEMENTS[ch];
    else if (/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u.test(ch)) out += ch === '\r' ? '' : ch === '\t' ? ' ' : '';
    else {
      const bare = ch.normalize('NFKD').replace(/\p{M}/gu, '');
      out += bare !== '' && [...bare].every(representable) ? bare : '?';
    }
  }
  return out;
}
