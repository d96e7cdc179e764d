import type { CylinderStatus, CylinderType, FillLevel, Ownership, RefrigerantType, Role } from './enums';
import type { GwpBand } from './gwp';
import type { Direction, MutationType } from './mutation-types';
import type {
  ContentOrigin,
  GasDestination,
  InstallationCategory,
  InstallationStatus,
  LogbookEvent,
} from './installations';
import type { LeakCheckResult, LeakCheckStatus } from './leak-check-schedule';

export const LABEL_LANGUAGES = ['nl', 'en'] as const;
export type LabelLanguage = (typeof LABEL_LANGUAGES)[number];
export type Label = Record<LabelLanguage, string>;

/**
 * The words for the domain's codes in each language. The web app shows them (its catalogues read them as
 * enums.<group>.<CODE>) and the Dutch CSV exports write them, so a screen and a spreadsheet name a code alike.
 */
export const DOMAIN_LABELS = {
  mutationType: {
    RECLAIM_RETROFIT: { nl: 'Terugwinnen: retrofit', en: 'Reclaim: retrofit' },
    RECLAIM_MAINTENANCE: { nl: 'Terugwinnen: onderhoud', en: 'Reclaim: maintenance' },
    RECLAIM_DECOMMISSION: { nl: 'Terugwinnen: buitengebruikstelling', en: 'Reclaim: decommissioning' },
    RECLAIM_WEIGH: { nl: 'Terugwinnen: wegen', en: 'Reclaim: weighing' },
    RECLAIM_VACUUM: { nl: 'Terugwinnen: vacuümeren', en: 'Reclaim: evacuation' },
    RECLAIM_TRANSFER: { nl: 'Terugwinnen: overpompen', en: 'Reclaim: transfer' },
    FILLUP_RETROFIT: { nl: 'Vullen: retrofit', en: 'Fill-up: retrofit' },
    FILLUP_NEW_CONSTRUCTION: { nl: 'Vullen: nieuwbouw', en: 'Fill-up: new construction' },
    // A service top-up replaces gas the installation lost: under the F-gas rules that is leakage, so the
    // top-up is this type, named so a fitter finds it.
    FILLUP_LEAKAGE: { nl: 'Vullen: bijvullen (service, lekkage)', en: 'Fill-up: top-up (service, leakage)' },
    FILLUP_WEIGH: { nl: 'Vullen: wegen', en: 'Fill-up: weighing' },
    INSPECTION: { nl: 'Inspectie', en: 'Inspection' },
    MOVED: { nl: 'Verplaatst', en: 'Moved' },
    MAINTENANCE: { nl: 'Onderhoud', en: 'Maintenance' },
    OTHER: { nl: 'Overig', en: 'Other' },
  } satisfies Record<MutationType, Label>,
  direction: {
    IN: { nl: 'In de cilinder', en: 'Into the cylinder' },
    OUT: { nl: 'Uit de cilinder', en: 'Out of the cylinder' },
    NONE: { nl: 'Geen', en: 'None' },
  } satisfies Record<Direction, Label>,
  status: {
    ACTIVE: { nl: 'Actief', en: 'Active' },
    INACTIVE: { nl: 'Inactief', en: 'Inactive' },
    MAINTENANCE: { nl: 'Onderhoud', en: 'Maintenance' },
    DECOMMISSIONED: { nl: 'Buiten gebruik', en: 'Decommissioned' },
  } satisfies Record<CylinderStatus, Label>,
  cylinderType: {
    FILL_UP: { nl: 'Vullen', en: 'Fill-up' },
    RECLAIM: { nl: 'Terugwinnen', en: 'Reclaim' },
  } satisfies Record<CylinderType, Label>,
  ownership: {
    KOOP: { nl: 'Koop', en: 'Purchase' },
    HUUR: { nl: 'Huur', en: 'Rental' },
  } satisfies Record<Ownership, Label>,
  role: {
    ADMIN: { nl: 'Beheerder', en: 'Admin' },
    MONTEUR: { nl: 'Monteur', en: 'Fitter' },
  } satisfies Record<Role, Label>,
  fillLevel: {
    FULL: { nl: 'Vol', en: 'Full' },
    IN_USE: { nl: 'In gebruik', en: 'In use' },
    EMPTY: { nl: 'Leeg', en: 'Empty' },
  } satisfies Record<FillLevel, Label>,
  refrigerantType: {
    HFC: { nl: 'HFK', en: 'HFC' },
    HCFC: { nl: 'HCFK', en: 'HCFC' },
    CFC: { nl: 'CFK', en: 'CFC' },
    HFO: { nl: 'HFO', en: 'HFO' },
    Natural: { nl: 'Natuurlijk', en: 'Natural' },
    Other: { nl: 'Overig', en: 'Other' },
  } satisfies Record<RefrigerantType, Label>,
  gwpBand: {
    LOW: { nl: 'Laag GWP', en: 'Low GWP' },
    MEDIUM: { nl: 'Middel GWP', en: 'Medium GWP' },
    HIGH: { nl: 'Hoog GWP', en: 'High GWP' },
  } satisfies Record<GwpBand, Label>,
  installationCategory: {
    REFRIGERATION: { nl: 'Koeling', en: 'Refrigeration' },
    AIR_CONDITIONING: { nl: 'Airconditioning', en: 'Air conditioning' },
    HEAT_PUMP: { nl: 'Warmtepomp', en: 'Heat pump' },
    OTHER: { nl: 'Overig', en: 'Other' },
  } satisfies Record<InstallationCategory, Label>,
  installationStatus: {
    ACTIVE: { nl: 'In gebruik', en: 'In service' },
    DECOMMISSIONED: { nl: 'Buiten gebruik gesteld', en: 'Decommissioned' },
  } satisfies Record<InstallationStatus, Label>,
  gasDestination: {
    RECOVERED_INTO_CYLINDERS: { nl: 'Teruggewonnen in cilinders', en: 'Recovered into cylinders' },
    SENT_FOR_RECLAMATION: { nl: 'Afgevoerd voor regeneratie', en: 'Sent for reclamation' },
    SENT_FOR_DESTRUCTION: { nl: 'Afgevoerd voor vernietiging', en: 'Sent for destruction' },
    OTHER: { nl: 'Overig', en: 'Other' },
  } satisfies Record<GasDestination, Label>,
  contentOrigin: {
    VIRGIN: { nl: 'Nieuw', en: 'Virgin' },
    RECYCLED: { nl: 'Gerecycled', en: 'Recycled' },
    RECLAIMED: { nl: 'Geregenereerd', en: 'Reclaimed' },
    RECOVERED: { nl: 'Teruggewonnen', en: 'Recovered' },
  } satisfies Record<ContentOrigin, Label>,
  leakCheckResult: {
    NO_LEAK: { nl: 'Geen lek', en: 'No leak' },
    LEAK_FOUND: { nl: 'Lek gevonden', en: 'Leak found' },
  } satisfies Record<LeakCheckResult, Label>,
  leakCheckStatus: {
    LEAK_UNREPAIRED: { nl: 'Lek niet gerepareerd', en: 'Leak not repaired' },
    EXEMPT: { nl: 'Vrijgesteld', en: 'Exempt' },
    OK: { nl: 'In orde', en: 'OK' },
    DUE_SOON: { nl: 'Binnenkort', en: 'Due soon' },
    OVERDUE: { nl: 'Te laat', en: 'Overdue' },
    NEVER_CHECKED: { nl: 'Nooit gecontroleerd', en: 'Never checked' },
  } satisfies Record<LeakCheckStatus, Label>,
  logbookEvent: {
    FILL_UP: { nl: 'Bijvullen', en: 'Fill-up' },
    RECOVERY: { nl: 'Terugwinnen', en: 'Recovery' },
    LEAK_CHECK: { nl: 'Lekcontrole', en: 'Leak check' },
    REPAIR: { nl: 'Reparatie', en: 'Repair' },
    DECOMMISSION: { nl: 'Buitengebruikstelling', en: 'Decommissioning' },
  } satisfies Record<LogbookEvent, Label>,
};

export type DomainLabelGroup = keyof typeof DOMAIN_LABELS;
export type DomainLabels = {
  [G in DomainLabelGroup]: Record<keyof (typeof DOMAIN_LABELS)[G], string>;
};

/** Every group's codes with their words in `language`: { status: { ACTIVE: 'Actief', ... }, ... }. */
export function domainLabels(language: LabelLanguage): DomainLabels {
  return Object.fromEntries(
    Object.entries(DOMAIN_LABELS).map(([group, codes]) => [
      group,
      Object.fromEntries(Object.entries(codes).map(([code, label]) => [code, (label as Label)[language]])),
    ]),
  ) as DomainLabels;
}
