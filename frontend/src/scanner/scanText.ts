/**
 * What a scanned or typed text can be before the server resolves it: a cylinder label URL
 * (`.../cylinder/<id>`), an installation label URL (`.../installations/<id>`, opened as it is: the server
 * only resolves cylinders), a bare id, or a manufacturer's serial number. A URL that is not one of our labels, an empty text or
 * one with control characters cannot be a cylinder: the scanner shows 'Ongeldige QR-code'.
 */
export type ScanClassification =
  | { kind: 'cylinderUrl'; id: number; code: string }
  | { kind: 'installationUrl'; id: number }
  | { kind: 'code'; code: string }
  | { kind: 'invalid' };

const MAX_CODE_LENGTH = 512;

/** Ids are PostgreSQL integers. */
const validId = (id: number) => id > 0 && id <= 2 ** 31 - 1;

export function classifyScan(raw: string | null | undefined): ScanClassification {
  const code = (raw ?? '').trim();
  // eslint-disable-next-line no-control-regex
  if (!code || code.length > MAX_CODE_LENGTH || /[\u0000-\u001f\u007f]/.test(code))
    return { kind: 'invalid' };
  const match = /\/cylinder\/(\d{1,10})(?:[/?#]|$)/.exec(code);
  if (match) {
    const id = Number(match[1]);
    return validId(id) ? { kind: 'cylinderUrl', id, code } : { kind: 'invalid' };
  }
  // Only a URL: a bare "installations/5" typed by hand is a serial number like any other text.
  const installation =
    /^[a-z][a-z0-9+.-]*:\/\/[^/?#\s]+(?:\/[^?#\s]*)?\/installations\/(\d{1,10})(?:[/?#]|$)/i.exec(code);
  if (installation) {
    const id = Number(installation[1]);
    return validId(id) ? { kind: 'installationUrl', id } : { kind: 'invalid' };
  }
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(code)) return { kind: 'invalid' };
  return { kind: 'code', code };
}
