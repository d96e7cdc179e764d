import { Injectable } from '@nestjs/common';
import { companyToday } from '../common/calendar-date';
import { installationNotFound } from '../installations/installations.service';
import { InstallationsRepository } from '../installations/installations.repository';
import { SettingsService } from '../settings/settings.service';
import type { LogbookDto } from './dto/logbook.dto';
import { assembleLogbook, type LogbookPeriod } from './logbook-assembly';
import { LogbookRepository } from './logbook.repository';

/** The Art. 7 logbook of one installation for a period: its rows read in parallel, then assembled. */
@Injectable()
export class LogbookService {
  constructor(
    private readonly logbook: LogbookRepository,
    private readonly installations: InstallationsRepository,
    private readonly settings: SettingsService,
  ) {}

  async build(installationId: number, period: LogbookPeriod): Promise<LogbookDto> {
    const [installation, context, entries, leakChecks, settings] = await Promise.all([
      this.installations.findRow(installationId, companyToday()),
      this.logbook.context(installationId),
      this.logbook.entries(installationId, period.from, period.to),
      this.logbook.leakChecks(installationId, period.from, period.to),
      this.settings.get(),
    ]);
    if (!installation || !context) throw installationNotFound();
    return assembleLogbook({ installation, context, entries, leakChecks }, period, settings.organisationName);
  }
}
