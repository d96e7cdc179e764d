/** GET /api/logs/export.csv (the F-gas logbook, ';'-separated, UTF-8 with BOM) for a filter. */
export interface LogsExportFilter {
  cylinderId?: number;
  dateFrom?: string;
  dateTo?: string;
}

export function logsExportPath(filter: LogsExportFilter): string {
  const clean = Object.fromEntries(Object.entries(filter).filter(([, v]) => v !== undefined && v !== ''));
  return `logs/export.csv?${new URLSearchParams({ filter: JSON.stringify(clean) })}`;
}

/** File name: logbook-<serial>-<today>.csv, or logbook-<from>_<to>.csv for a period. */
export function logsExportFileName(filter: LogsExportFilter, serial?: string, today = new Date()): string {
  const day = today.toISOString().slice(0, 10);
  const safe = (s: string) => s.replace(/[^\w.-]+/g, '_');
  if (serial) return `logbook-${safe(serial)}-${day}.csv`;
  if (filter.dateFrom || filter.dateTo) {
    return `logbook-${filter.dateFrom ?? 'start'}_${filter.dateTo ?? day}.csv`;
  }
  return `logbook-${day}.csv`;
}
