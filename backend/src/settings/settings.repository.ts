import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { AppSettings } from './app-settings.entity';

/** The one row of app_settings, through its entity; created with its defaults the first time it is read. */
@Injectable()
export class SettingsRepository {
  constructor(private readonly em: EntityManager) {}

  /** The row in `em`'s unit of work: the caller's transaction when it passes one, else a fresh one. */
  async load(em: EntityManager = this.em.fork()): Promise<AppSettings> {
    const row = await em.findOne(AppSettings, 1);
    if (row) return row;
    const created = em.create(AppSettings, { id: 1 });
    await em.upsert(created);
    return created;
  }

  /** Applies `change` to the row and stores it. */
  async edit(change: (row: AppSettings) => void): Promise<AppSettings> {
    const em = this.em.fork();
    const row = await this.load(em);
    change(row);
    await em.flush();
    return row;
  }
}
