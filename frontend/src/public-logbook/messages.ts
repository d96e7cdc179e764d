import type { Language } from '../providers/language';

/**
 * The words of the owner's logbook page. A catalogue of its own: the page opens without the app's
 * catalogues (and without react-admin's i18n), so a shared link loads only what it shows.
 */
const en = {
  title: 'F-gas logbook',
  subtitle: 'Read-only copy shared by %{company}',
  subtitleNoCompany: 'Read-only copy',
  loading: 'Loading the logbook…',
  invalidTitle: 'This link is no longer valid',
  invalidText:
    'The logbook link was revoked or does not exist. Ask the installer who maintains the installation for a new link.',
  failed: 'The logbook could not be loaded. Try again later.',
  pdf: 'Download PDF',
  generatedAt: 'Generated %{date}',
  language: 'Language',
  installation: 'Installation',
  customer: 'Owner',
  address: 'Address',
  category: 'Category',
  equipment: 'Manufacturer / model / serial',
  installedOn: 'Installed on',
  status: 'Status',
  gasType: 'Refrigerant',
  gwp: 'GWP',
  chargeKg: 'Charge',
  co2e: 'CO2 equivalent',
  interval: 'Leak check interval',
  months: '%{n} months',
  exempt: 'exempt',
  nextDue: 'Next leak check due',
  recovered: 'Recovered',
  virgin: 'Virgin',
  recycled: 'Recycled',
  reclaimed: 'Reclaimed',
  recoveredGas: 'Recovered',
  recoveredFrom: 'recovered from %{names}',
  certificate: 'certificate %{number}',
  noCertificate: 'no certificate on file',
  notDecommissioned: 'Not decommissioned.',
  recordedBy: 'recorded by %{name}',
  date: 'Date',
  type: 'Type',
  kg: 'kg',
  cylinder: 'Cylinder',
  who: 'Who',
  result: 'Result',
  repair: 'Repair',
  instrument: 'Instrument',
  total: 'Total',
  none: 'None.',
  corrected: 'corrected',
  followUpDue: 'follow-up due %{from} – %{to}',
};

type Messages = typeof en;

const nl: Messages = {
  title: 'F-gaslogboek',
  subtitle: 'Alleen-lezen kopie gedeeld door %{company}',
  subtitleNoCompany: 'Alleen-lezen kopie',
  loading: 'Logboek laden…',
  invalidTitle: 'Deze link is niet meer geldig',
  invalidText:
    'De logboeklink is ingetrokken of bestaat niet. Vraag de installateur die de installatie onderhoudt om een nieuwe link.',
  failed: 'Het logboek kon niet worden geladen. Probeer het later opnieuw.',
  pdf: 'PDF downloaden',
  generatedAt: 'Gemaakt op %{date}',
  language: 'Taal',
  installation: 'Installatie',
  customer: 'Eigenaar',
  address: 'Adres',
  category: 'Categorie',
  equipment: 'Fabrikant / model / serienummer',
  installedOn: 'Geïnstalleerd op',
  status: 'Status',
  gasType: 'Koudemiddel',
  gwp: 'GWP',
  chargeKg: 'Vulling',
  co2e: 'CO2-equivalent',
  interval: 'Interval lekcontrole',
  months: '%{n} maanden',
  exempt: 'vrijgesteld',
  nextDue: 'Volgende lekcontrole uiterlijk',
  recovered: 'Teruggewonnen',
  virgin: 'Nieuw',
  recycled: 'Gerecycled',
  reclaimed: 'Geregenereerd',
  recoveredGas: 'Teruggewonnen',
  recoveredFrom: 'teruggewonnen uit %{names}',
  certificate: 'certificaat %{number}',
  noCertificate: 'geen certificaat bekend',
  notDecommissioned: 'Niet buiten gebruik gesteld.',
  recordedBy: 'vastgelegd door %{name}',
  date: 'Datum',
  type: 'Type',
  kg: 'kg',
  cylinder: 'Cilinder',
  who: 'Wie',
  result: 'Resultaat',
  repair: 'Reparatie',
  instrument: 'Meetinstrument',
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
