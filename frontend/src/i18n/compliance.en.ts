/**
 * English messages of a cylinder's life (receipt, rental, retest, return to the supplier), the dashboard's
 * compliance card and the annual balance (namespace `balances`, the folder in src/).
 */
export const complianceEn = {
  app: { menu: { balances: 'Annual balance' } },
  enums: {
    rentalStatus: {
      NONE: 'No rental term',
      GREEN: 'Rent-free',
      AMBER: 'Rent-free period ending',
      RED: 'Rent due',
    },
    retestStatus: { OK: 'Retest OK', DUE_SOON: 'Retest due soon', OVERDUE: 'Retest overdue' },
  },
  resources: {
    cylinders: {
      fields: {
        receivedOn: 'Received on',
        deliveryReference: 'Delivery reference',
        rentalFreeUntil: 'Rent-free until',
        rentalReturnBy: 'Return by',
        retestDue: 'Retest due',
        returnedOn: 'Returned on',
        weightAtReturn: 'Weight at return (kg)',
        returnReference: 'Return reference',
        rentalStatus: 'Rental',
        retestStatus: 'Retest',
      },
    },
    balances: {
      name: 'Annual balance',
      fields: {
        year: 'Year',
        gas: 'Gas',
        openingKg: 'Stock 1 January',
        receivedKg: 'Received',
        recoveredKg: 'Recovered',
        filledKg: 'Filled',
        returnedKg: 'Returned',
        unexplainedKg: 'Unexplained',
        closingKg: 'Stock 31 December',
      },
    },
  },
  cylinders: {
    life: {
      title: 'Receipt, rental and retest',
      rentalHint: 'Rental terms apply to rented cylinders only.',
      rentalFreeUntilOn: 'rent-free until %{date}',
      retestDueOn: 'retest due %{date}',
      none: 'Not recorded',
    },
    return: {
      action: 'Return to supplier',
      title: 'Return %{serial} to the supplier',
      intro:
        'The cylinder leaves stock and the pickers; its records are kept. Weigh it just before it goes back.',
      weightHint: 'Gross weight on the scale. Tare: %{tare}.',
      content: 'Refrigerant going back: %{content}',
      submit: 'Return cylinder',
      done: 'Cylinder returned to the supplier',
      failed: 'The return could not be saved.',
      returnedTitle: 'Returned to the supplier',
      returnedText: 'Returned on %{date} weighing %{weight}.',
      returnedChip: 'Returned',
    },
  },
  dashboard: {
    compliance: {
      title: 'Rentals, retests and certificates',
      rentals: 'Rented cylinders',
      rentalsAmber: 'Rent-free period ends within 30 days',
      rentalsRed: 'Past the rent-free period',
      retests: 'Cylinder retests',
      retestsDueSoon: 'Retest due within 60 days',
      retestsOverdue: 'Retest overdue',
      certificates: 'F-gas certificates of fitters',
      certificatesExpiringSoon: 'Expiring within 60 days',
      certificatesExpired: 'Expired',
      instruments: 'Instruments',
      instrumentsOverdue: 'Calibration overdue',
    },
  },
  balances: {
    title: 'Annual balance',
    subtitle: 'Per refrigerant: stock, received, filled, recovered and returned in the calendar year.',
    year: 'Year',
    total: 'Total',
    none: 'No refrigerant moved in %{year}.',
    loadFailed: 'The balance could not be loaded.',
    noGwp: 'no GWP',
    unexplainedHint:
      'Unexplained: the weight gaps of the year (a weighing that differs from the book stock). Explain them on the cylinders with a weight gap.',
    unexplainedLink: 'Cylinders with a weight gap',
    identity: 'Stock 1 January + received + recovered − filled − returned + unexplained = stock 31 December.',
    exportCsv: 'CSV',
    exportPdf: 'PDF',
    exportFailed: 'The export could not be downloaded.',
    signOff: 'Sign off %{year}',
    signOffTitle: 'Sign off %{year}?',
    signOffText:
      'After signing off, no mutation dated in %{year} can be added, changed or deleted; later corrections go into the next year. This cannot be undone.',
    signOffConfirm: 'Sign off',
    signOffDone: 'Year %{year} signed off',
    signOffFailed: 'Signing off failed.',
    locked: '%{year} is signed off by %{name} on %{date}: its figures are locked.',
    open: '%{year} is open: mutations in it can still change.',
    signOffs: 'Signed-off years',
    signOffsNone: 'No year has been signed off yet.',
    signedBy: 'Signed off by',
    unknownUser: 'unknown user',
  },
};
