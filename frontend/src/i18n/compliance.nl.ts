import type { complianceEn } from './compliance.en';

/**
 * Dutch messages of a cylinder's life (ontvangst, huur, herkeuring, retour naar de leverancier), the
 * dashboard's compliance card and the annual balance (namespace `balances`).
 */
export const complianceNl: typeof complianceEn = {
  app: { menu: { balances: 'Jaarbalans' } },
  enums: {
    rentalStatus: {
      NONE: 'Geen huurtermijn',
      GREEN: 'Huurvrij',
      AMBER: 'Huurvrije periode loopt af',
      RED: 'Huur verschuldigd',
    },
    retestStatus: {
      OK: 'Herkeuring in orde',
      DUE_SOON: 'Herkeuring binnenkort',
      OVERDUE: 'Herkeuring verlopen',
    },
  },
  resources: {
    cylinders: {
      fields: {
        receivedOn: 'Ontvangen op',
        deliveryReference: 'Leveringsbon',
        rentalFreeUntil: 'Huurvrij tot en met',
        rentalReturnBy: 'Terug uiterlijk',
        retestDue: 'Herkeuring vóór',
        returnedOn: 'Retour op',
        weightAtReturn: 'Gewicht bij retour (kg)',
        returnReference: 'Retourreferentie',
        rentalStatus: 'Huur',
        retestStatus: 'Herkeuring',
      },
    },
    balances: {
      name: 'Jaarbalans',
      fields: {
        year: 'Jaar',
        gas: 'Gas',
        openingKg: 'Voorraad 1 januari',
        receivedKg: 'Ontvangen',
        recoveredKg: 'Teruggewonnen',
        filledKg: 'Bijgevuld',
        returnedKg: 'Retour',
        unexplainedKg: 'Onverklaard',
        closingKg: 'Voorraad 31 december',
      },
    },
  },
  cylinders: {
    life: {
      title: 'Ontvangst, huur en herkeuring',
      rentalHint: 'Huurtermijnen gelden alleen voor huurcilinders.',
      rentalFreeUntilOn: 'huurvrij t/m %{date}',
      retestDueOn: 'herkeuring vóór %{date}',
      none: 'Niet vastgelegd',
    },
    return: {
      action: 'Retour naar leverancier',
      title: '%{serial} retour naar de leverancier',
      intro:
        'De cilinder gaat uit de voorraad en uit de keuzelijsten; de registraties blijven bewaard. Weeg hem vlak voordat hij teruggaat.',
      weightHint: 'Brutogewicht op de weegschaal. Tarra: %{tare}.',
      content: 'Koudemiddel dat meegaat: %{content}',
      submit: 'Cilinder retour geven',
      done: 'Cilinder retour gegeven aan de leverancier',
      failed: 'De retour kon niet worden opgeslagen.',
      returnedTitle: 'Retour gegeven aan de leverancier',
      returnedText: 'Retour op %{date}, gewicht %{weight}.',
      slip: 'Retourbon (PDF)',
      slipFailed: 'De retourbon kon niet worden gedownload',
      returnedChip: 'Retour',
    },
  },
  dashboard: {
    compliance: {
      title: 'Huur, herkeuringen en certificaten',
      rentals: 'Huurcilinders',
      rentalsAmber: 'Huurvrije periode eindigt binnen 30 dagen',
      rentalsRed: 'Huurvrije periode voorbij',
      retests: 'Herkeuring van cilinders',
      retestsDueSoon: 'Herkeuring binnen 60 dagen',
      retestsOverdue: 'Herkeuring verlopen',
      certificates: 'F-gassencertificaten van monteurs',
      certificatesExpiringSoon: 'Verloopt binnen 60 dagen',
      certificatesExpired: 'Verlopen',
      instruments: 'Meetmiddelen',
      instrumentsOverdue: 'Kalibratie verlopen',
    },
  },
  balances: {
    title: 'Jaarbalans',
    subtitle: 'Per koudemiddel: voorraad, ontvangen, bijgevuld, teruggewonnen en retour in het kalenderjaar.',
    year: 'Jaar',
    total: 'Totaal',
    none: 'Er is in %{year} geen koudemiddel verplaatst.',
    loadFailed: 'De balans kon niet worden geladen.',
    noGwp: 'geen GWP',
    unexplainedHint:
      'Onverklaard: de gewichtsverschillen van het jaar (een weging die afwijkt van de boekvoorraad). Verklaar ze bij de cilinders met een gewichtsverschil.',
    unexplainedLink: 'Cilinders met een gewichtsverschil',
    identity:
      'Voorraad 1 januari + ontvangen + teruggewonnen − bijgevuld − retour + onverklaard = voorraad 31 december.',
    exportCsv: 'CSV',
    exportPdf: 'PDF',
    exportFailed: 'De export kon niet worden gedownload.',
    signOff: '%{year} aftekenen',
    signOffTitle: '%{year} aftekenen?',
    signOffText:
      'Na het aftekenen kan geen mutatie met een datum in %{year} meer worden toegevoegd, gewijzigd of verwijderd; latere correcties gaan in het volgende jaar. Dit kan niet ongedaan worden gemaakt.',
    signOffConfirm: 'Aftekenen',
    signOffDone: 'Jaar %{year} afgetekend',
    signOffFailed: 'Aftekenen mislukt.',
    locked: '%{year} is afgetekend door %{name} op %{date}: de cijfers liggen vast.',
    open: '%{year} is open: mutaties in dit jaar kunnen nog veranderen.',
    notEnded: '%{year} loopt nog: het kan worden afgetekend vanaf 1 januari %{next}.',
    signOffs: 'Afgetekende jaren',
    signOffsNone: 'Er is nog geen jaar afgetekend.',
    signedBy: 'Afgetekend door',
    unknownUser: 'onbekende gebruiker',
  },
};
