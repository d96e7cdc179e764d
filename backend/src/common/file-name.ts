/**
 * A file name's part for a name as people write it: lower case ASCII letters and digits joined by "-"
 * ("Koelcel 2 – Slagerij Ëlzinga" becomes "koelcel-2-slagerij-elzinga"), at most 60 characters.
 */
export function fileNamePart(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 60)
    .replace(/^-+|-+$/g, '');
}
