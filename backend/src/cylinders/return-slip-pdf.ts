import { formatDateTimeNl, formatDecimalNl } from '../common/csv';
import type { CsvLanguage } from '../common/csv-language';
import { PdfReport } from '../common/pdf/pdf-report';
import { co2eTonnes, domainLabels, gramsToKg, toGrams } from '../domain';
import type { CylinderDto } from './dto/cylinder.dto';

/** What a return slip names beside the cylinder: who hands it over and who takes it back. */
export interface ReturnSlipParties {
  company: { name: string; certificateNumber: string | null };
  supplier: { name: string; address: string | null; contactPerson: string | null } | null;
}

type Texts = typeof EN;

const EN = {
  title: 'Cylinder return slip',
  subtitle: 'Refrigerant cylinder returned to the supplier',
  page: (page: number, pages: number) => `page ${page} of ${pages}`,
  from: 'Returned by',
  companyCertificate: 'Company F-gas certificate',
  to: 'Returned to (supplier)',
  supplierAddress: 'Supplier address',
  contact: 'Contact',
  cylinder: 'Cylinder',
  serialNumber: 'Serial number',
  gas: 'Refrigerant',
  gwp: 'GWP',
  cylinderType: 'Cylinder type',
  ownership: 'Ownership',
  receivedOn: 'Received on',
  deliveryReference: 'Delivery reference',
  returnedOn: 'Returned on',
  returnReference: 'Return reference',
  weights: 'Weights at return',
  grossWeight: 'Gross weight at return (kg)',
  tareWeight: 'Tare weight (kg)',
  contentAtReturn: 'Refrigerant in the cylinder at return (kg)',
  co2e: 'CO2-equivalent of that content (t)',
  origin: 'Origin of the gas',
  handedOver: 'Handed over by (name, signature)',
  receivedBy: 'Received by (name, signature)',
  generated: 'Generated',
  none: '—',
};

const NL: Texts = {
  title: 'Retourbon cilinder',
  subtitle: 'Koudemiddelcilinder retour naar de leverancier',
  page: (page, pages) => `pagina ${page} van ${pages}`,
  from: 'Retour gegeven door',
  companyCertificate: 'F-gassencertificaat bedrijf',
  to: 'Retour naar (leverancier)',
  supplierAddress: 'Adres leverancier',
  contact: 'Contactpersoon',
  cylinder: 'Cilinder',
  serialNumber: 'Serienummer',
  gas: 'Koudemiddel',
  gwp: 'GWP',
  cylinderType: 'Soort cilinder',
  ownership: 'Eigendom',
  receivedOn: 'Ontvangen op',
  deliveryReference: 'Leveringsreferentie',
  returnedOn: 'Retour op',
  returnReference: 'Retourreferentie',
  weights: 'Gewichten bij retour',
  grossWeight: 'Brutogewicht bij retour (kg)',
  tareWeight: 'Tarragewicht (kg)',
  contentAtReturn: 'Koudemiddel in de cilinder bij retour (kg)',
  co2e: 'CO2-equivalent van die inhoud (t)',
  origin: 'Herkomst van het gas',
  handedOver: 'Afgegeven door (naam, handtekening)',
  receivedBy: 'Ontvangen door (naam, handtekening)',
  generated: 'Gemaakt',
  none: '—',
};

const TEXTS: Record<CsvLanguage, Texts> = { en: EN, nl: NL };

/**
 * The slip handed to the supplier with a returned cylinder: who returns it to whom, the cylinder, its
 * weights at return and the refrigerant still in it (gross at return minus tare), with room to sign.
 * Dates as the app writes them in the reader's language.
 */
export function returnSlipPdf(
  cylinder: CylinderDto & { returnedOn: string; weightAtReturn: number },
  parties: ReturnSlipParties,
  lang: CsvLanguage,
  generatedAt = new Date().toISOString(),
): Promise<Buffer> {
  const t = TEXTS[lang];
  const words = domainLabels(lang);
  const kg = (value: number) => (lang === 'nl' ? formatDecimalNl(value, 3) : value.toFixed(3));
  const day = (iso: string | null) => {
    if (iso === null) return t.none;
    const [y, m, d] = iso.split('-');
    return lang === 'nl' ? `${d}-${m}-${y}` : iso;
  };
  const content = gramsToKg(Math.max(0, toGrams(cylinder.weightAtReturn) - toGrams(cylinder.tareWeight)));
  const co2e = co2eTonnes(content, cylinder.gwp);
  const report = new PdfReport({
    title: `${t.title} ${cylinder.serialNumber}`,
    author: parties.company.name,
    footer: `${parties.company.name ? `${parties.company.name} · ` : ''}${t.title} ${cylinder.serialNumber} · ${t.generated}: ${formatDateTimeNl(generatedAt).slice(0, 16)}`,
    pageLabel: t.page,
  });
  report.title(`${t.title} ${cylinder.serialNumber}`, t.subtitle);
  report.fields([
    [t.from, parties.company.name || null],
    [t.companyCertificate, parties.company.certificateNumber],
    [t.to, parties.supplier?.name ?? null],
    [t.supplierAddress, parties.supplier?.address ?? null],
    [t.contact, parties.supplier?.contactPerson ?? null],
    [t.returnedOn, day(cylinder.returnedOn)],
    [t.returnReference, cylinder.returnReference],
    [t.generated, formatDateTimeNl(generatedAt).slice(0, 16)],
  ]);
  report.heading(t.cylinder);
  report.fields([
    [t.serialNumber, cylinder.serialNumber],
    [t.gas, cylinder.gasType],
    [t.gwp, cylinder.gwp === null ? null : String(cylinder.gwp)],
    [t.cylinderType, words.cylinderType[cylinder.cylinderType]],
    [t.ownership, words.ownership[cylinder.ownership]],
    [t.origin, words.contentOrigin[cylinder.contentOrigin]],
    [t.receivedOn, day(cylinder.receivedOn)],
    [t.deliveryReference, cylinder.deliveryReference],
  ]);
  report.heading(t.weights);
  report.fields(
    [
      [t.grossWeight, kg(cylinder.weightAtReturn)],
      [t.tareWeight, kg(cylinder.tareWeight)],
      [t.contentAtReturn, kg(content)],
      [t.co2e, co2e === null ? null : kg(co2e)],
    ],
    1,
  );
  report.signatures([t.handedOver, t.receivedBy]);
  return report.finish();
}
