/** The cylinder list filtered on one field (react-admin's list URL: filter as JSON in the query). */
export function cylinderListUrl(filter: Record<string, string | boolean>): string {
  return `/cylinders?${new URLSearchParams({ filter: JSON.stringify(filter) })}`;
}

/** The counts of the dashboard's compliance card; `instruments` only once the API sends it. */
export interface ComplianceCounts {
  rentals: { amber: number; red: number };
  retests: { dueSoon: number; overdue: number };
  certificates: { expiringSoon: number; expired: number };
  instruments?: { overdue: number } | null;
}

/** One line of the card: its label key, count, severity and where the count leads (null: no filtered list). */
export interface ComplianceLine {
  id: string;
  group: 'rentals' | 'retests' | 'certificates' | 'instruments';
  label: string;
  count: number;
  severity: 'error' | 'warning';
  to: string | null;
}

/**
 * The card's lines in order, each count linked to the list that shows exactly those records where such a
 * list exists (cylinders by rental or retest status); certificates and instruments have no filtered list.
 */
export function complianceLines(c: ComplianceCounts): ComplianceLine[] {
  const lines: ComplianceLine[] = [
    {
      id: 'rentals-red',
      group: 'rentals',
      label: 'dashboard.compliance.rentalsRed',
      count: c.rentals.red,
      severity: 'error',
      to: cylinderListUrl({ rentalStatus: 'RED' }),
    },
    {
      id: 'rentals-amber',
      group: 'rentals',
      label: 'dashboard.compliance.rentalsAmber',
      count: c.rentals.amber,
      severity: 'warning',
      to: cylinderListUrl({ rentalStatus: 'AMBER' }),
    },
    {
      id: 'retests-overdue',
      group: 'retests',
      label: 'dashboard.compliance.retestsOverdue',
      count: c.retests.overdue,
      severity: 'error',
      to: cylinderListUrl({ retestStatus: 'OVERDUE' }),
    },
    {
      id: 'retests-due-soon',
      group: 'retests',
      label: 'dashboard.compliance.retestsDueSoon',
      count: c.retests.dueSoon,
      severity: 'warning',
      to: cylinderListUrl({ retestStatus: 'DUE_SOON' }),
    },
    {
      id: 'certificates-expired',
      group: 'certificates',
      label: 'dashboard.compliance.certificatesExpired',
      count: c.certificates.expired,
      severity: 'error',
      to: null,
    },
    {
      id: 'certificates-expiring',
      group: 'certificates',
      label: 'dashboard.compliance.certificatesExpiringSoon',
      count: c.certificates.expiringSoon,
      severity: 'warning',
      to: null,
    },
  ];
  if (c.instruments)
    lines.push({
      id: 'instruments-overdue',
      group: 'instruments',
      label: 'dashboard.compliance.instrumentsOverdue',
      count: c.instruments.overdue,
      severity: 'error',
      to: null,
    });
  return lines;
}
