/**
 * The messages of the first drawing (firstDrawing/), which boot.ts paints from the page's early data
 * before the app's code has arrived: a small part of the catalogue that the boot script carries for both
 * languages. The app's catalogue takes them from here (pages.en.ts, en.ts), so each text exists once.
 */
export const firstDrawingEn = {
  dashboard: {
    title: 'Dashboard',
    welcome: 'Welcome back, %{name}',
    gapTitle: 'Mutation missing',
    gapText:
      '%{smart_count} cylinder has a weight gap: a mutation is missing, immediate action is needed. |||| %{smart_count} cylinders have a weight gap: a mutation is missing, immediate action is needed.',
    viewDetails: 'View details',
    quickActions: 'Quick actions',
    actions: {
      charge: 'Fill up',
      recovery: 'Reclaim',
      'leak-detection': 'Leak detection',
      'leak-repair': 'Leak repair',
      'cylinder-info': 'Cylinder info',
      transfer: 'Transfer',
    },
    stats: {
      totalCylinders: 'Total cylinders',
      fillUpReclaim: '%{fillUp} fill-up · %{reclaim} reclaim',
      active: 'Active',
      activePercent: '%{percent}% of total',
      maintenance: 'Maintenance',
      requiresAttention: 'requires attention',
      allGood: 'all good',
      inactive: 'Inactive',
      decommissioned: '%{count} decommissioned',
      totalWeight: 'Total weight',
      totalCo2e: 'CO2-equivalent',
      withLogs: 'With log history',
      refrigerantTypes: 'Refrigerant types',
    },
  },
  app: {
    tonnesCo2e: '%{value} t CO2e',
  },
  cylinders: {
    detail: {
      backToList: 'Back to Cylinders List',
      tabDetails: 'Cylinder Details',
      tabLogs: 'Mutations',
    },
  },
  logs: {
    addTitle: 'New mutation',
    fitter: 'Fitter',
    mutationType: 'Mutation type',
    workOrder: 'Work order',
    date: 'Date and time',
    dateHint: 'When the work was done; now unless you change it.',
    expectedGross: 'On the scale now: %{gross} kg gross (content %{content} kg + tare %{tare} kg)',
  },
  labels: {
    qrCode: 'QR Code',
  },
  instruments: {
    picker: {
      label: 'Measuring instrument',
    },
  },
};
