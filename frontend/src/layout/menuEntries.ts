/** The sidebar's entries, pure data so the role rules can be unit-tested. */
export interface MenuEntry {
  to: string;
  label: string;
  admin?: boolean;
  /** Shown at the foot of the menu, beside the own settings. */
  help?: boolean;
  /**
   * The register this entry opens: the menu opens it unfiltered, the way the menu names it ("Cylinders"),
   * not with a filter a dashboard link left behind (a folded filter on a phone shows nothing of it).
   */
  list?: string;
}

/** The sidebar's entries in order; admin entries only for roles that may access 'admin'. */
export const MENU_ENTRIES: MenuEntry[] = [
  { to: '/', label: 'app.menu.dashboard' },
  { to: '/cylinders', label: 'app.menu.cylinders', list: 'cylinders' },
  { to: '/installations', label: 'app.menu.installations', list: 'installations' },
  { to: '/customers', label: 'app.menu.customers', list: 'customers' },
  { to: '/instruments', label: 'app.menu.instruments', list: 'instruments' },
  { to: '/qr-print', label: 'app.menu.qrPrint' },
  { to: '/admin', label: 'app.menu.adminPanel', admin: true },
  { to: '/admin/refrigerants', label: 'app.menu.refrigerants', admin: true, list: 'refrigerants' },
  { to: '/admin/suppliers', label: 'app.menu.suppliers', admin: true, list: 'suppliers' },
  { to: '/admin/users', label: 'app.menu.users', admin: true, list: 'users' },
  { to: '/admin/balances', label: 'app.menu.balances', admin: true },
  { to: '/admin/settings', label: 'app.menu.adminSettings', admin: true },
  { to: '/settings', label: 'app.menu.settings' },
  { to: '/help/servicing-ban', label: 'app.menu.servicingBan', help: true },
];

export function visibleMenuEntries(showAdmin: boolean): MenuEntry[] {
  return MENU_ENTRIES.filter((e) => showAdmin || !e.admin);
}
