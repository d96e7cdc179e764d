import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { ListQueryDto } from './list-query';

/**
 * The language of a CSV export. `en` is the machine-readable form integrators parse (English headers, the
 * API's codes as values); it stays exactly as it was. `nl` is for people with a Dutch spreadsheet: Dutch
 * headers, values in words (ja/nee, "Vullen: bijvullen (service, lekkage)"), and the codes again in their own columns at the end.
 */
export const CSV_LANGUAGES = ['nl', 'en'] as const;
export type CsvLanguage = (typeof CSV_LANGUAGES)[number];

export class ExportQueryDto extends ListQueryDto {
  @ApiPropertyOptional({
    enum: CSV_LANGUAGES,
    description:
      "Language of headers and values. Default: the request's Accept-Language (nl or en), else nl; " +
      'a request without Accept-Language (a script) gets en, the format integrators have always parsed. ' +
      'en keeps the API codes as values; nl translates them and repeats the codes in extra columns at the end.',
  })
  @IsOptional()
  @IsIn(CSV_LANGUAGES, { message: 'lang must be nl or en' })
  lang?: CsvLanguage;
}

/**
 * `lang` when given, else the first of nl/en in Accept-Language by preference (q-values, then order), else nl.
 * "en-GB,en;q=0.9" -> en; "de-DE,nl;q=0.8,en;q=0.5" -> nl; "fr" -> nl. A request with no Accept-Language at
 * all comes from a script, not a browser: it gets en, the format scripts were written against.
 */
export function csvLanguage(lang: CsvLanguage | undefined, acceptLanguage: string | undefined): CsvLanguage {
  if (lang) return lang;
  if (!acceptLanguage?.trim()) return 'en';
  const ranked = (acceptLanguage ?? '')
    .slice(0, 500)
    .split(',')
    .map((part, index) => {
      const [tag, ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
      return { language: tag.split('-')[0], q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.q > 0 && (CSV_LANGUAGES as readonly string[]).includes(entry.language))
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return (ranked[0]?.language as CsvLanguage | undefined) ?? 'nl';
}

/** A boolean cell in the export's language (csvCell writes yes/no for a boolean). */
export function yesNo(value: boolean | null | undefined, lang: CsvLanguage): string | boolean | null {
  if (lang === 'en' || value === null || value === undefined) return value ?? null;
  return value ? 'ja' : 'nee';
}
