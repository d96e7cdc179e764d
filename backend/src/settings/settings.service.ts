import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { ChangeFeedService } from '../database/change-feed.service';
import { kgText, toGrams } from '../domain';
import type { AppSettings } from './app-settings.entity';
import { UsersRepository } from '../users/users.repository';
import { SettingsRepository } from './settings.repository';
import type { PublicSettingsDto, SettingsDto, UpdateSettingsDto } from './dto/settings.dto';

const CACHE_MS = 5000;

/**
 * Settings for display are cached; a change on any instance drops the cache on all (change feed), and
 * nothing is cached while the feed is down. Rules that decide a write do not use the cache: they read the
 * row inside the write's transaction (isRegistrationOpen, LogsService's gap tolerance).
 */
@Injectable()
export class SettingsService {
  private cached: { value: SettingsDto; expiresAt: number } | null = null;

  constructor(
    private readonly settings: SettingsRepository,
    private readonly users: UsersRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly feed: ChangeFeedService,
  ) {
    feed.on('settings', () => (this.cached = null));
    feed.onReset(() => (this.cached = null));
  }

  /**
   * `heard`: first hear every change announced before this call (one round trip on the feed's connection,
   * shared by overlapping callers), so a page that shows the settings never shows them as they were before
   * a change another instance already answered. Display-only uses on hot paths (a label's public URL) skip it.
   */
  async get({ heard = false }: { heard?: boolean } = {}): Promise<SettingsDto> {
    if (heard && this.cached) await this.feed.catchUp();
    if (this.cached && this.cached.expiresAt > Date.now()) return this.cached.value;
    const row = await this.settings.load();
    const value = this.toDto(row);
    if (this.feed.live) this.cached = { value, expiresAt: Date.now() + CACHE_MS };
    return value;
  }

  /**
   * The sign-in page offers registration when it is open, and on an empty database when the first account
   * may register (it becomes the admin) whatever the setting, except under REGISTRATION=closed.
   */
  async getPublic(): Promise<PublicSettingsDto> {
    const { registrationOpen, organisationName } = await this.get({ heard: true });
    const firstAccountAwaited =
      !registrationOpen && this.config.registration !== 'closed' && !(await this.users.anyAccount());
    return { registrationOpen: registrationOpen || firstAccountAwaited, organisationName };
  }

  /** Read inside the caller's transaction: the registration decision must not use a stale cache. */
  async isRegistrationOpen(em: EntityManager): Promise<boolean> {
    return this.registrationOpen(await this.settings.load(em));
  }

  /** The admin's choice where REGISTRATION lets it decide; no choice yet means open only under REGISTRATION=open. */
  private registrationOpen(row: AppSettings): boolean {
    if (this.config.registration === 'closed') return false;
    return row.registrationOpen ?? this.config.registration === 'open';
  }

  async update(input: UpdateSettingsDto): Promise<SettingsDto> {
    const row = await this.settings.edit((stored) => {
      if (input.registrationOpen !== undefined) stored.registrationOpen = input.registrationOpen;
      if (input.weightGapTolerance !== undefined)
        stored.weightGapTolerance = kgText(toGrams(input.weightGapTolerance));
      if (input.organisationName !== undefined) stored.organisationName = input.organisationName;
      if (input.publicUrl !== undefined) stored.publicUrl = input.publicUrl;
      if (input.requireInstallation !== undefined) stored.requireInstallation = input.requireInstallation;
      if (input.companyCertificateNumber !== undefined)
        stored.companyCertificateNumber = input.companyCertificateNumber;
      if (input.companyCertificateBody !== undefined)
        stored.companyCertificateBody = input.companyCertificateBody;
      if (input.companyCertificateValidUntil !== undefined)
        stored.companyCertificateValidUntil = input.companyCertificateValidUntil;
      if (input.blockUncertifiedWork !== undefined) stored.blockUncertifiedWork = input.blockUncertifiedWork;
    });
    this.cached = null;
    await this.feed.publish('settings');
    return this.toDto(row);
  }

  private toDto(row: AppSettings): SettingsDto {
    return {
      registrationOpen: this.registrationOpen(row),
      weightGapTolerance: Number(row.weightGapTolerance),
      organisationName: row.organisationName,
      publicUrl: row.publicUrl ?? this.config.publicUrl,
      requireInstallation: row.requireInstallation,
      companyCertificateNumber: row.companyCertificateNumber,
      companyCertificateBody: row.companyCertificateBody,
      companyCertificateValidUntil: row.companyCertificateValidUntil,
      blockUncertifiedWork: row.blockUncertifiedWork,
    };
  }
}
