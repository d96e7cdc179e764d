import { formatDateTimeNl, formatDecimalNl } from '../common/csv';
import type { CsvLanguage } from '../common/csv-language';
import { PdfReport, type PdfColumn } from '../common/pdf/pdf-report';
import {
  domainLabels,
  INSTRUMENT_KIND_LABELS,
  LEAK_CHECK_METHOD_LABELS,
  LOGBOOK_SECTION_LABELS,
  wordsIn,
  type DomainLabels,
} from '../domain';
import type { LogbookDto, LogbookEntryDto } from './dto/logbook.dto';
import { originText } from './logbook-events';

type Texts = typeof EN;

const EN = {
  title: 'F-gas logbook of an installation',
  subtitle: 'Records of Regulation (EU) 2024/573, Article 7',
  page: (page: number, pages: number) => `page ${page} of ${pages}`,
  company: 'Company',
  companyCertificate: 'Company certificate',
  customer: 'Owner / operator',
  customerAddress: 'Owner address',
  installation: 'Installation',
  address: 'Address',
  category: 'Category',
  equipment: 'Make / model / serial',
  installedOn: 'Installed on',
  status: 'Status',
  period: 'Period',
  allRecords: 'all records',
  generated: 'Generated',
  gas: 'Gas',
  gwp: 'GWP',
  charge: 'Charge (kg)',
  co2e: 'Charge (t CO2e)',
  hermetic: 'Hermetically sealed',
  detection: 'Leak detection system',
  interval: 'Leak-check interval',
  months: (n: number) => `${n} months`,
  exempt: 'none required',
  lastCheck: 'Last leak check',
  nextDue: 'Next leak check due',
  leakCheckStatus: 'Leak-check status',
  leakFoundOn: (day: string) => `leak found on ${day}, no repair recorded yet`,
  yes: 'yes',
  no: 'no',
  total: (kg: string) => `Total: ${kg} kg`,
  none: 'None in this period.',
  date: 'Date',
  type: 'Type',
  kg: 'kg',
  cylinder: 'Cylinder',
  origin: 'Origin',
  facility: 'Facility (name, address, certificate) or installation recovered from',
  fitter: 'Done by',
  certificate: 'Certificate',
  certificates: 'Certificate fitter / company',
  note: 'Note',
  workOrder: 'Work order',
  virgin: 'Virgin (kg)',
  recycled: 'Recycled (kg)',
  reclaimed: 'Reclaimed (kg)',
  recoveredGas: 'Recovered (kg)',
  name: 'Name',
  entries: 'Quantities',
  checks: 'Leak checks',
  checkedOn: 'Checked on',
  result: 'Result',
  location: 'Leak location',
  repairedOn: 'Repaired on',
  repair: 'Repair',
  instrument: 'Method / instrument',
  followUp: 'Follow-up',
  followUpDue: (from: string, by: string) => `due ${from} to ${by}`,
  recheckOf: (id: number) => `re-check of #${id}`,
  recheckedBy: (ids: number[]) => `re-checked by #${ids.join(', #')}`,
  notDecommissioned: 'Not decommissioned in this period.',
  decommissionedOn: 'Decommissioned on',
  gasDestination: 'What was done with the gas',
  recordedBy: 'Recorded by',
  recovered: 'Recovered (kg)',
  recoveryEntries: 'The reclaims that recovered its gas:',
  unknown: 'not recorded',
};

const NL: Texts = {
  title: 'F-gassenlogboek van een installatie',
  subtitle: 'Registratie volgens Verordening (EU) 2024/573, artikel 7',
  page: (page, pages) => `pagina ${page} van ${pages}`,
  company: 'Bedrijf',
  companyCertificate: 'Bedrijfscertificaat',
  customer: 'Eigenaar / exploitant',
  customerAddress: 'Adres eigenaar',
  installation: 'Installatie',
  address: 'Adres',
  category: 'Soort',
  equipment: 'Merk / type / serienummer',
  installedOn: 'Geïnstalleerd op',
  status: 'Status',
  period: 'Periode',
  allRecords: 'alle registraties',
  generated: 'Gemaakt',
  gas: 'Gas',
  gwp: 'GWP',
  charge: 'Inhoud (kg)',
  co2e: 'Inhoud (t CO2-eq)',
  hermetic: 'Hermetisch gesloten',
  detection: 'Lekdetectiesysteem',
  interval: 'Lekcontrole-interval',
  months: (n) => `${n} maanden`,
  exempt: 'niet verplicht',
  lastCheck: 'Laatste lekcontrole',
  nextDue: 'Volgende lekcontrole',
  leakCheckStatus: 'Status lekcontrole',
  leakFoundOn: (day) => `lek gevonden op ${day}, nog geen reparatie vastgelegd`,
  yes: 'ja',
  no: 'nee',
  total: (kg) => `Totaal: ${kg} kg`,
  none: 'Geen in deze periode.',
  date: 'Datum',
  type: 'Soort',
  kg: 'kg',
  cylinder: 'Cilinder',
  origin: 'Herkomst',
  facility: 'Bedrijf (naam, adres, certificaat) of installatie van herkomst',
  fitter: 'Uitgevoerd door',
  certificate: 'Certificaat',
  certificates: 'Certificaat monteur / bedrijf',
  note: 'Opmerking',
  workOrder: 'Werkbon',
  virgin: 'Nieuw (kg)',
  recycled: 'Gerecycled (kg)',
  reclaimed: 'Geregenereerd (kg)',
  recoveredGas: 'Teruggewonnen (kg)',
  name: 'Naam',
  entries: 'Hoeveelheden',
  checks: 'Lekcontroles',
  checkedOn: 'Gecontroleerd op',
  result: 'Resultaat',
  location: 'Plaats lek',
  repairedOn: 'Gerepareerd op',
  repair: 'Reparatie',
  instrument: 'Methode / meetinstrument',
  followUp: 'Hercontrole',
  followUpDue: (from, by) => `uit te voeren ${from} t/m ${by}`,
  recheckOf: (id) => `hercontrole van #${id}`,
  recheckedBy: (ids) => `hercontrole in #${ids.join(', #')}`,
  notDecommissioned: 'Niet buiten gebruik gesteld in deze periode.',
  decommissionedOn: 'Buiten gebruik gesteld op',
  gasDestination: 'Bestemming van het gas',
  recordedBy: 'Vastgelegd door',
  recovered: 'Teruggewonnen (kg)',
  recoveryEntries: 'De terugwinningen van het gas:',
  unknown: 'niet vastgelegd',
};

const TEXTS: Record<CsvLanguage, Texts> = { en: EN, nl: NL };
const WORDS: Record<CsvLanguage, DomainLabels> = { en: domainLabels('en'), nl: domainLabels('nl') };

/** The logbook as an A4 PDF an inspector reads: header, then sections (a) to (g) with every record. */
export async function installationLogbookPdf(logbook: LogbookDto, lang: CsvLanguage): Promise<Buffer> {
  const t = TEXTS[lang];
  const words = WORDS[lang];
  const sections = wordsIn(LOGBOOK_SECTION_LABELS, lang);
  const instrumentKinds = wordsIn(INSTRUMENT_KIND_LABELS, lang);
  const methods = wordsIn(LEAK_CHECK_METHOD_LABELS, lang);
  const kg = (value: number | null) =>
    value === null ? '' : lang === 'nl' ? formatDecimalNl(value, 3) : value.toFixed(3);
  const yesNo = (value: boolean) => (value ? t.yes : t.no);
  const moment = (iso: string) => formatDateTimeNl(iso).slice(0, 16);
  const { installation, company, period } = logbook;
  const companyCertificates = company.certificateNumbers.join(', ') || t.unknown;
  // Each record's own copies of the fitter's and the company's numbers, one under the other.
  const certificates = (record: {
    fitter: { certificateNumber: string | null };
    companyCertificateNumber: string | null;
  }) => `${record.fitter.certificateNumber ?? '—'}\n${record.companyCertificateNumber ?? '—'}`;
  const periodText =
    period.from === null && period.to === null ? t.allRecords : `${period.from ?? '…'} – ${period.to ?? '…'}`;
  const generated = formatDateTimeNl(logbook.generatedAt);

  const report = new PdfReport({
    title: `${t.title}: ${installation.customerName} – ${installation.name}`,
    author: company.name,
    footer: `${company.name ? `${company.name} · ` : ''}${installation.customerName} – ${installation.name} · ${t.period}: ${periodText} · ${t.generated}: ${generated}`,
    pageLabel: t.page,
  });

  report.title(t.title, t.subtitle);
  report.fields([
    [t.company, company.name || null],
    [t.companyCertificate, companyCertificates],
    [t.customer, logbook.customer.name],
    [t.customerAddress, logbook.customer.address],
    [t.installation, installation.name],
    [t.address, installation.address],
    [t.category, words.installationCategory[installation.category]],
    [
      t.equipment,
      [installation.manufacturer, installation.model, installation.serialNumber]
        .filter(Boolean)
        .join(' / ') || null,
    ],
    [t.installedOn, installation.installedOn],
    [t.status, words.installationStatus[installation.status]],
    [t.gas, installation.gasType],
    [t.charge, kg(installation.chargeKg)],
    [t.co2e, logbook.charge.co2eTonnes === null ? null : kg(logbook.charge.co2eTonnes)],
    [
      t.interval,
      installation.leakCheckIntervalMonths === null
        ? t.exempt
        : t.months(installation.leakCheckIntervalMonths),
    ],
    [t.lastCheck, installation.lastLeakCheckOn],
    [t.nextDue, installation.nextLeakCheckDue],
    [
      t.leakCheckStatus,
      installation.leakUnrepairedSince
        ? `${words.leakCheckStatus[installation.leakCheckStatus]} (${t.leakFoundOn(installation.leakUnrepairedSince)})`
        : words.leakCheckStatus[installation.leakCheckStatus],
    ],
    [t.period, periodText],
    [t.generated, generated],
  ]);

  report.heading(sections.A);
  report.fields([
    [t.gas, logbook.charge.gasType],
    [t.gwp, logbook.charge.gwp === null ? null : String(logbook.charge.gwp)],
    [t.charge, kg(logbook.charge.chargeKg)],
    [t.co2e, logbook.charge.co2eTonnes === null ? null : kg(logbook.charge.co2eTonnes)],
    [t.hermetic, yesNo(installation.hermeticallySealed)],
    [t.detection, yesNo(installation.leakDetectionSystem)],
  ]);

  // Widths fit a date-time and a Dutch header on one line; serial, certificate and werkbon numbers stay whole
  // (their columns widen, the type, the fitter and the note give way), and the note takes what is left.
  const entryColumns = (withOrigin: boolean): PdfColumn[] => [
    { header: t.date, width: 14 },
    { header: t.type, width: 14, flex: true },
    { header: t.kg, width: 6, align: 'right' },
    { header: t.cylinder, width: 8, whole: true },
    ...(withOrigin ? [{ header: t.origin, width: 11 }] : []),
    { header: t.fitter, width: 12, flex: true },
    { header: t.certificates, width: 9, whole: true },
    { header: t.workOrder, width: 8, whole: true },
    { header: t.note, width: withOrigin ? 24 : 35, flex: true },
  ];
  const entryCells = (entry: LogbookEntryDto, withOrigin: boolean) => [
    moment(entry.date),
    words.mutationType[entry.mutationType],
    kg(entry.kg),
    entry.cylinderSerialNumber,
    ...(withOrigin ? [words.contentOrigin[entry.contentOrigin]] : []),
    entry.fitter.name,
    certificates(entry),
    entry.workOrder,
    entry.note,
  ];

  report.heading(sections.B);
  report.table(
    entryColumns(true),
    logbook.added.entries.map((entry) => entryCells(entry, true)),
    t.none,
  );
  report.paragraph(t.total(kg(logbook.added.totalKg)));

  report.heading(sections.C);
  report.table(
    entryColumns(false),
    logbook.recovered.entries.map((entry) => entryCells(entry, false)),
    t.none,
  );
  report.paragraph(t.total(kg(logbook.recovered.totalKg)));

  report.heading(sections.D);
  report.fields(
    [
      [t.virgin, kg(logbook.origin.virginKg)],
      [t.recycled, kg(logbook.origin.recycledKg)],
      [t.reclaimed, kg(logbook.origin.reclaimedKg)],
      [t.recoveredGas, kg(logbook.origin.recoveredKg)],
    ],
    2,
  );
  report.table(
    [
      { header: t.date, width: 16 },
      { header: t.kg, width: 8, align: 'right' },
      { header: t.cylinder, width: 9 },
      { header: t.origin, width: 14 },
      { header: t.facility, width: 38 },
      { header: t.fitter, width: 15 },
    ],
    logbook.origin.entries.map((entry) => [
      moment(entry.date),
      kg(entry.kg),
      entry.cylinderSerialNumber,
      words.contentOrigin[entry.contentOrigin],
      originText(entry),
      entry.fitter.name,
    ]),
    t.none,
  );

  report.heading(sections.E);
  report.fields([
    [t.company, company.name || null],
    [t.companyCertificate, companyCertificates],
  ]);
  report.table(
    [
      { header: t.name, width: 40 },
      { header: t.certificate, width: 30 },
      { header: t.entries, width: 15, align: 'right' },
      { header: t.checks, width: 15, align: 'right' },
    ],
    logbook.fitters.map((fitter) => [
      fitter.name,
      fitter.certificateNumber ?? t.unknown,
      String(fitter.entries),
      String(fitter.leakChecks),
    ]),
    t.none,
  );

  report.heading(sections.F);
  report.table(
    [
      { header: t.checkedOn, width: 15 },
      { header: t.result, width: 9 },
      { header: t.instrument, width: 13, whole: true },
      { header: t.location, width: 10, flex: true },
      { header: t.repairedOn, width: 11 },
      { header: t.repair, width: 12, flex: true },
      { header: t.followUp, width: 13 },
      { header: t.fitter, width: 11 },
      { header: t.certificates, width: 10, whole: true },
      { header: t.note, width: 10, flex: true },
    ],
    logbook.leakChecks.map((check) => [
      `${check.checkedOn} (#${check.id})`,
      words.leakCheckResult[check.result],
      [
        check.method === null ? null : methods[check.method],
        check.instrument === null
          ? null
          : `${instrumentKinds[check.instrument.kind]} ${check.instrument.serialNumber}`,
      ]
        .filter(Boolean)
        .join('\n') || t.unknown,
      check.leakLocation,
      check.repairedOn,
      check.repairDescription,
      [
        check.followUpOfId === null ? null : t.recheckOf(check.followUpOfId),
        check.followUpDueFrom && check.followUpDueBy
          ? t.followUpDue(check.followUpDueFrom, check.followUpDueBy)
          : null,
        check.followedUpByIds.length > 0 ? t.recheckedBy(check.followedUpByIds) : null,
      ]
        .filter(Boolean)
        .join('; '),
      check.fitter.name,
      certificates(check),
      check.note,
    ]),
    t.none,
  );

  report.heading(sections.G);
  const decommissioning = logbook.decommissioning;
  if (!decommissioning) report.paragraph(t.notDecommissioned);
  else {
    report.fields([
      [t.decommissionedOn, decommissioning.decommissionedOn],
      [t.gasDestination, words.gasDestination[decommissioning.gasDestination]],
      [t.recordedBy, decommissioning.recordedBy],
      [t.recovered, kg(decommissioning.recoveredKg)],
      [t.note, decommissioning.note],
    ]);
    report.paragraph(t.recoveryEntries);
    report.table(
      entryColumns(false),
      decommissioning.recoveryEntries.map((entry) => entryCells(entry, false)),
      t.none,
    );
  }
  return report.finish();
}
