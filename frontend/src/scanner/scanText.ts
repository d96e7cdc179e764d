/**
 * What a scanned or typed text can be before the server resolves it: a label URL (`.../cylinder/<id>`),
 * a bare id, or a manufacturer's serial number. A URL that is not one of our labels, an empty text or
 * one with control characters cannot be a cylinder: the scanner shows 'Ongeldige QR code'.
 */
export type ScanClassification =
  { kind: 'cylinderUrl'; id: number; code: string } | { kind: 'code'; code: string } | { kind: 'invalid' };

const MAX_CODE_LENGTH = 512;

export function classifyScan(raw: string | null | undefined): ScanClassification {
  const code = (raw ?? '').trim();
  // eslint-disable-next-line no-control-regex
  if (!code || code.length > MAX_CODE_LENGTH || /[\u0000-\u001f\u007f]/.test(code))
    return { kind: 'invalid' };
  const match = /\/cylinder\/(\d{1,10})(?:[/?#]|$)/.exec(code);
  if (match) {
    const id = Number(match[1]);
    return id > 0 && id <= 2 ** 31 - 1 ? { kind: 'cylinderUrl', id, code } : { kind: 'invalid' };
  }
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(code)) return { kind: 'invalid' };
  return { kind: 'code', code };
}
