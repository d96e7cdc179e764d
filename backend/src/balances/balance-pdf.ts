import { formatDateTimeNl, formatDecimalNl } from '../common/csv';
import type { CsvLanguage } from '../common/csv-language';
import { PdfReport, type PdfColumn } from '../common/pdf/pdf-report';
import { gramsToKg, toGrams } from '../domain';
import type { BalanceRowDto } from './dto/balance.dto';
import type { SignOffDto } from './dto/sign-off.dto';

/** What the balance PDF shows besides its rows: the company (settings) and the year's sign-off. */
export interface BalanceReport {
  year: number;
  rows: BalanceRowDto[];
  company: {
    name: string;
    certificateNumber: string | null;
    certificateBody: string | null;
    certificateValidUntil: string | null;
  };
  signOff: SignOffDto | null;
  generatedAt: string;
}

type Texts = typeof EN;

const EN = {
  title: (year: number) => `Annual F-gas balance ${year}`,
  subtitle: 'Per refrigerant: opening + received + recovered - filled - returned + unexplained = closing',
  page: (page: number, pages: number) => `page ${page} of ${pages}`,
  company: 'Company',
  companyCertificate: 'Company certificate',
  certificateValidUntil: (date: string) => `valid until ${date}`,
  year: 'Year',
  status: 'Status',
  signed: (name: string, at: string) => `signed off by ${name} on ${at}`,
  notSigned: 'not signed off',
  generated: 'Generated',
  kgHeading: 'Quantities (kg)',
  co2eHeading: 'Quantities (t CO2e)',
  gas: 'Gas',
  gwp: 'GWP',
  opening: 'Opening',
  received: 'Received',
  recovered: 'Recovered',
  filled: 'Filled',
  returned: 'Returned',
  unexplained: 'Unexplained',
  closing: 'Closing',
  total: 'Total',
  noGwp: 'A gas without a GWP has no t CO2e and is left out of that total.',
  none: 'No refrigerant in stock or moved this year.',
  unknown: 'not recorded',
};

const NL: Texts = {
  title: (year) => `Jaarbalans F-gassen ${year}`,
  subtitle:
    'Per koudemiddel: begin + ontvangen + teruggewonnen - gevuld - geretourneerd + onverklaard = eind',
  page: (page, pages) => `pagina ${page} van ${pages}`,
  company: 'Bedrijf',
  companyCertificate: 'Bedrijfscertificaat',
  certificateValidUntil: (date) => `geldig tot ${date}`,
  year: 'Jaar',
  status: 'Status',
  signed: (name, at) => `afgetekend door ${name} op ${at}`,
  notSigned: 'niet afgetekend',
  generated: 'Gemaakt',
  kgHeading: 'Hoeveelheden (kg)',
  co2eHeading: 'Hoeveelheden (t CO2-eq)',
  gas: 'Gas',
  gwp: 'GWP',
  opening: 'Begin',
  received: 'Ontvangen',
  recovered: 'Teruggewonnen',
  filled: 'Gevuld',
  returned: 'Geretourneerd',
  unexplained: 'Onverklaard',
  closing: 'Eind',
  total: 'Totaal',
  noGwp: 'Een gas zonder GWP heeft geen t CO2-eq en telt in dat totaal niet mee.',
  none: 'Geen koudemiddel in voorraad of verplaatst dit jaar.',
  unknown: 'niet vastgelegd',
};

const TEXTS: Record<CsvLanguage, Texts> = { en: EN, nl: NL };

/** The figures in CSV column order (balance-csv.ts), in kg and in t CO2e. */
const FIGURES = ['opening', 'received', 'recovered', 'filled', 'returned', 'unexplained', 'closing'] as const;
type Figure = (typeof FIGURES)[number];
const KG = (figure: Figure) => `${figure}Kg` as const;
const CO2E = (figure: Figure) => `${figure}Co2eTonnes` as const;

/** Sums exact to the gram (kg) and to the kilogram CO2e (t, 3 decimals): thousandths as integers. */
const sum = (values: number[]) => gramsToKg(values.reduce((total, value) => total + toGrams(value), 0));

/** The year's balance as an A4 PDF: who and which year, the sign-off, and the rows in kg and t CO2e with totals. */
export function annualBalancePdf(report: BalanceReport, lang: CsvLanguage): Promise<Buffer> {
  const t = TEXTS[lang];
  const number = (value: number | null) =>
    value === null ? '' : lang === 'nl' ? formatDecimalNl(value, 3) : value.toFixed(3);
  const { company, signOff, year, rows } = report;
  const generated = formatDateTimeNl(report.generatedAt);
  const status = signOff
    ? t.signed(
        signOff.signedByName ?? `#${signOff.signedById}`,
        formatDateTimeNl(signOff.signedAt).slice(0, 16),
      )
    : t.notSigned;
  const certificate = company.certificateNumber
    ? [
        company.certificateNumber,
        company.certificateBody,
        company.certificateValidUntil ? t.certificateValidUntil(company.certificateValidUntil) : null,
      ]
        .filter(Boolean)
        .join(', ')
    : t.unknown;

  const pdf = new PdfReport({
    title: t.title(year),
    author: company.name,
    footer: `${company.name ? `${company.name} · ` : ''}${t.title(year)} · ${status} · ${t.generated}: ${generated}`,
    pageLabel: t.page,
  });
  pdf.title(t.title(year), t.subtitle);
  pdf.fields(
    [
      [t.company, company.name || null],
      [t.companyCertificate, certificate],
      [t.year, String(year)],
      [t.status, status],
      [t.generated, generated],
    ],
    1,
  );

  const columns: PdfColumn[] = [
    // the gas names are short; the figures' Dutch headers ("Teruggewonnen") need the width of one line
    { header: t.gas, width: 8.5 },
    { header: t.gwp, width: 5, align: 'right' },
    ...FIGURES.map((figure): PdfColumn => ({ header: t[figure], width: 12.3, align: 'right' })),
  ];
  /** The rows and a total line, one figure per column (kg or t CO2e). */
  const lines = (value: (row: BalanceRowDto, figure: Figure) => number | null) =>
    rows.length === 0
      ? []
      : [
          ...rows.map((row) => [
            row.gas,
            row.gwp === null ? '' : String(row.gwp),
            ...FIGURES.map((figure) => number(value(row, figure))),
          ]),
          [t.total, '', ...FIGURES.map((figure) => number(sum(rows.map((row) => value(row, figure) ?? 0))))],
        ];

  pdf.heading(t.kgHeading);
  pdf.table(
    columns,
    lines((row, figure) => row[KG(figure)]),
    t.none,
  );
  pdf.heading(t.co2eHeading);
  pdf.table(
    columns,
    lines((row, figure) => row[CO2E(figure)]),
    t.none,
  );
  if (rows.some((row) => row.gwp === null)) pdf.paragraph(t.noGwp);
  return pdf.finish();
}
