import type { firstDrawingEn } from './firstDrawing.en';

/** The Dutch messages of the first drawing (see firstDrawing.en.ts); the app's catalogue takes them from here. */
export const firstDrawingNl: typeof firstDrawingEn = {
  dashboard: {
    title: 'Dashboard',
    welcome: 'Welkom terug, %{name}',
    gapTitle: 'Mutatie ontbreekt',
    gapText:
      '%{smart_count} cilinder heeft een gewichtsverschil: er ontbreekt een mutatie, directe actie is nodig. |||| %{smart_count} cilinders hebben een gewichtsverschil: er ontbreekt een mutatie, directe actie is nodig.',
    viewDetails: 'Bekijk Details',
    quickActions: 'Snelle acties',
    actions: {
      charge: 'Vullen',
      recovery: 'Terugwinnen',
      'leak-detection': 'Lekdetectie',
      'leak-repair': 'Lekreparatie',
      'cylinder-info': 'Cilinder info',
      transfer: 'Overpompen',
    },
    stats: {
      totalCylinders: 'Totaal cilinders',
      fillUpReclaim: '%{fillUp} vullen · %{reclaim} terugwinnen',
      active: 'Actief',
      activePercent: '%{percent}% van totaal',
      maintenance: 'Onderhoud',
      requiresAttention: 'vereist aandacht',
      allGood: 'alles in orde',
      inactive: 'Inactief',
      decommissioned: '%{count} buiten gebruik',
      totalWeight: 'Totaal gewicht',
      totalCo2e: 'CO2-equivalent',
      withLogs: 'Met loghistorie',
      refrigerantTypes: 'Koudemiddelsoorten',
    },
  },
  app: {
    tonnesCo2e: '%{value} t CO2e',
  },
  cylinders: {
    detail: {
      backToList: 'Terug naar cilinderlijst',
      tabDetails: 'Cilinder details',
      tabLogs: 'Mutaties',
    },
  },
  logs: {
    addTitle: 'Nieuwe mutatie',
    fitter: 'Monteur',
    mutationType: 'Mutatietype',
    workOrder: 'Werkbon',
    date: 'Datum en tijd',
    dateHint: 'Wanneer het werk is gedaan; nu, tenzij je het wijzigt.',
    expectedGross: 'Nu op de weegschaal: %{gross} kg bruto (inhoud %{content} kg + tarra %{tare} kg)',
  },
  labels: {
    qrCode: 'QR code',
  },
  instruments: {
    picker: {
      label: 'Meetinstrument',
    },
  },
};
