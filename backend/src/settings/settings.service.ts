import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { AppSettings } from './app-settings.entity';
import type { PublicSettingsDto, SettingsDto, UpdateSettingsDto } from './dto/settings.dto';

const CACHE_MS = 5000;

@Injectable()
export class SettingsService {
  private cached: { value: SettingsDto; expiresAt: number } | null = null;

  constructor(
    private readonly em: EntityManager,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async get(): Promise<SettingsDto> {
    if (this.cached && this.cached.expiresAt > Date.now()) return this.cached.value;
    const row = await this.load(this.em.fork());
    const value = this.toDto(row);
    this.cached = { value, expiresAt: Date.now() + CACHE_MS };
    return value;
  }

  async getPublic(): Promise<PublicSettingsDto> {
    const { registrationOpen, organisationName } = await this.get();
    return { registrationOpen, organisationName };
  }

  /** Read inside the caller's transaction: the registration decision must not use a stale cache. */
  async isRegistrationOpen(em: EntityManager): Promise<boolean> {
    if (this.config.registration === 'closed') return false;
    return (await this.load(em)).registrationOpen;
  }

  async update(input: UpdateSettingsDto): Promise<SettingsDto> {
    const em = this.em.fork();
    const row = await this.load(em);
    if (input.registrationOpen !== undefined) row.registrationOpen = input.registrationOpen;
    if (input.weightGapTolerance !== undefined) row.weightGapTolerance = input.weightGapTolerance.toFixed(3);
    if (input.organisationName !== undefined) row.organisationName = input.organisationName;
    if (input.publicUrl !== undefined) row.publicUrl = input.publicUrl;
    await em.flush();
    this.cached = null;
    return this.toDto(row);
  }

  private async load(em: EntityManager): Promise<AppSettings> {
    const row = await em.findOne(AppSettings, 1);
    if (row) return row;
    const created = em.create(AppSettings, { id: 1 });
    await em.upsert(created);
    return created;
  }

  private toDto(row: AppSettings): SettingsDto {
    return {
      registrationOpen: this.config.registration === 'open' && row.registrationOpen,
      weightGapTolerance: Number(row.weightGapTolerance),
      organisationName: row.organisationName,
      publicUrl: row.publicUrl ?? this.config.publicUrl,
    };
  }
}
