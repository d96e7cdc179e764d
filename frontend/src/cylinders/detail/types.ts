import type { Cylinder } from '../types';
import type { LogEntryRecord } from './logEntryLogic';

/** A cylinder as GET /api/cylinders/:id answers it: the list's fields and the newest log entries. */
export interface CylinderRecord extends Cylinder {
  updatedAt: string;
  logs?: LogEntryRecord[];
}

/** GET /api/settings (signed in). */
export interface AppSettings {
  registrationOpen: boolean;
  weightGapTolerance: number;
  organisationName: string | null;
  publicUrl: string | null;
}
