import { Entity, PrimaryKey, Property, OptionalProps } from '@mikro-orm/core';

/** One row (id 1) of settings that admins change at run time. */
@Entity({ tableName: 'app_settings' })
export class AppSettings {
  [OptionalProps]?:
    | 'registrationOpen'
    | 'weightGapTolerance'
    | 'organisationName'
    | 'publicUrl'
    | 'requireInstallation'
    | 'companyCertificateNumber'
    | 'companyCertificateBody'
    | 'companyCertificateValidUntil'
    | 'blockUncertifiedWork'
    | 'updatedAt';

  @PrimaryKey({ type: 'integer', autoincrement: false })
  id: number = 1;

  /**
   * Self-registration as an admin set it; null while no admin has decided, which means on with
   * REGISTRATION=open and off by default (SettingsService.registrationOpen).
   */
  @Property({ type: 'boolean', nullable: true })
  registrationOpen: boolean | null = null;

  @Property({ type: 'decimal', columnType: 'numeric(6,3)', default: 0.05 })
  weightGapTolerance: string = '0.050';

  @Property({ type: 'string', length: 200, default: '' })
  organisationName: string = '';

  /** Base URL encoded in QR labels; null means the PUBLIC_URL from the environment. */
  @Property({ type: 'string', length: 500, nullable: true })
  publicUrl: string | null = null;

  /** When true, fill-ups and reclaims into or out of an installation must name it (installationId). */
  @Property({ type: 'boolean', default: false })
  requireInstallation: boolean = false;

  /** The company's F-gas certificate; each log entry and leak check keeps the number valid when it was made. */
  @Property({ type: 'string', length: 100, nullable: true })
  companyCertificateNumber: string | null = null;

  @Property({ type: 'string', length: 200, nullable: true })
  companyCertificateBody: string | null = null;

  /** Last day the company certificate is valid (inclusive). */
  @Property({ type: 'date', nullable: true })
  companyCertificateValidUntil: string | null = null;

  /** When true, work by a fitter without a valid certificate on the work's date is refused, else flagged. */
  @Property({ type: 'boolean', default: false })
  blockUncertifiedWork: boolean = false;

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
