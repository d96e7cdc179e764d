import type { Language } from '../providers/language';

/**
 * The words of the owner's logbook page. A catalogue of its own: the page opens without the app's
 * catalogues (and without react-admin's i18n), so a shared link loads only what it shows.
 */
const en = {
  title: 'F-gas logbook',
  subtitle: 'Read-only copy shared by %{company}',
  loading: 'Loading the logbook…',
  invalidTitle: 'This link is no longer valid',
  invalidText:
    'The logbook link was revoked or does not exist. Ask the installer who maintains the installation for a new link.',
  failed: 'The logbook could not be loaded. Try again later.',
  pdf: 'Download PDF',
  generatedAt: 'Generated %{date}',
  language: 'Language',
  installation: '(a) Installation',
  customer: 'Owner',
  address: 'Address',
  category: 'Category',
  equipment: 'Manufacturer / model / serial',
  installedOn: 'Installed on',
  status: 'Status',
  charge: '(b) Refrigerant and charge',
  gasType: 'Refrigerant',
  gwp: 'GWP',
  chargeKg: 'Charge',
  co2e: 'CO2 equivalent',
  interval: 'Leak check interval',
  months: '%{n} months',
  exempt: 'exempt',
  nextDue: 'Next leak check due',
  added: '(c) Refrigerant added',
  recovered: '(e) Refrigerant recovered',
  origin: '(d) Origin of the refrigerant added',
  virgin: 'Virgin',
  recycled: 'Recycled',
  reclaimed: 'Reclaimed',
  company: '(f) Company and fitters',
  certificate: 'certificate %{number}',
  noCertificate: 'no certificate on file',
  companyCertificate: 'company certificate %{number}',
  noCompanyCertificate: 'no company certificate on file',
  leakChecks: '(g) Leak checks and repairs',
  decommissioning: 'Decommissioning',
  recordedBy: 'recorded by %{name}',
  date: 'Date',
  type: 'Type',
  kg: 'kg',
  cylinder: 'Cylinder',
  who: 'Who',
  result: 'Result',
  repair: 'Repair',
  total: 'Total',
  none: 'None.',
  corrected: 'corrected',
  followUpDue: 'follow-up due %{from} – %{to}',
};

type Messages = typeof en;

const nl: Messages = {
  title: 'F-gaslogboek',
  subtitle: 'Alleen-lezen kopie gedeeld door %{company}',
  loading: 'Logboek laden…',
  invalidTitle: 'Deze link is niet meer geldig',
  invalidText:
    'De logboeklink is ingetrokken of bestaat niet. Vraag de installateur die de installatie onderhoudt om een nieuwe link.',
  failed: 'Het logboek kon niet worden geladen. Probeer het later opnieuw.',
  pdf: 'PDF downloaden',
  generatedAt: 'Gemaakt op %{date}',
  language: 'Taal',
  installation: '(a) Installatie',
  customer: 'Eigenaar',
  address: 'Adres',
  category: 'Categorie',
  equipment: 'Fabrikant / model / serienummer',
  installedOn: 'Geïnstalleerd op',
  status: 'Status',
  charge: '(b) Koudemiddel en vulling',
  gasType: 'Koudemiddel',
  gwp: 'GWP',
  chargeKg: 'Vulling',
  co2e: 'CO2-equivalent',
  interval: 'Interval lekcontrole',
  months: '%{n} maanden',
  exempt: 'vrijgesteld',
  nextDue: 'Volgende lekcontrole uiterlijk',
  added: '(c) Toegevoegd koudemiddel',
  recovered: '(e) Teruggewonnen koudemiddel',
  origin: '(d) Herkomst van het toegevoegde koudemiddel',
  virgin: 'Nieuw',
  recycled: 'Gerecycled',
  reclaimed: 'Geregenereerd',
  company: '(f) Bedrijf en monteurs',
  certificate: 'certificaat %{number}',
  noCertificate: 'geen certificaat bekend',
  companyCertificate: 'bedrijfscertificaat %{number}',
  noCompanyCertificate: 'geen bedrijfscertificaat bekend',
  leakChecks: '(g) Lekcontroles en reparaties',
  decommissioning: 'Buitengebruikstelling',
  recordedBy: 'vastgelegd door %{name}',
  date: 'Datum',
  type: 'Type',
  kg: 'kg',
  cylinder: 'Cilinder',
  who: 'Wie',
  result: 'Resultaat',
  repair: 'Reparatie',
  total: 'Totaal',
  none: 'Geen.',
  corrected: 'gecorrigeerd',
  followUpDue: 'hercontrole tussen %{from} en %{to}',
};

export const PUBLIC_MESSAGES: Record<Language, Messages> = { nl, en };
export type PublicMessageKey = keyof Messages;

/** The message in `language` with its %{name} placeholders filled. */
export function publicText(
  language: Language,
  key: PublicMessageKey,
  values: Record<string, string | number> = {},
): string {
  return PUBLIC_MESSAGES[language][key].replace(/%\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}
