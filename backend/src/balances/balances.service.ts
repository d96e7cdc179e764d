import { Injectable } from '@nestjs/common';
import { conflict } from '../common/app-error';
import { BalancesRepository } from './balances.repository';
import type { SignOffDto } from './dto/sign-off.dto';
import type { BalanceRowDto } from './dto/balance.dto';
import { toBalanceRowDto } from './balance.mapper';
import type { BalanceReport } from './balance-pdf';
import { SettingsService } from '../settings/settings.service';

@Injectable()
export class BalancesService {
  constructor(
    private readonly balances: BalancesRepository,
    private readonly settings: SettingsService,
  ) {}

  async balance(year: number): Promise<BalanceRowDto[]> {
    return (await this.balances.balance(year)).map(toBalanceRowDto);
  }

  /** The year's rows with what the PDF names beside them: the company (settings) and the sign-off. */
  async report(year: number): Promise<BalanceReport> {
    const [rows, settings, signOffs] = await Promise.all([
      this.balance(year),
      this.settings.get(),
      this.balances.signOffs(),
    ]);
    return {
      year,
      rows,
      company: {
        name: settings.organisationName,
        certificateNumber: settings.companyCertificateNumber,
        certificateBody: settings.companyCertificateBody,
        certificateValidUntil: settings.companyCertificateValidUntil,
      },
      signOff: signOffs.find((row) => row.year === year) ?? null,
      generatedAt: new Date().toISOString(),
    };
  }

  /**
   * Locks the year's log entries for good; a year that has not ended (409 YEAR_NOT_ENDED) and a second
   * sign-off of the same year (409 YEAR_ALREADY_SIGNED_OFF) are refused.
   */
  async signOff(year: number, userId: number): Promise<SignOffDto> {
    const { outcome, currentYear } = await this.balances.signOff(year, userId);
    if (outcome === 'not-ended')
      throw conflict(
        'YEAR_NOT_ENDED',
        `${year} has not ended yet: a year can be signed off from 1 January after it`,
        {
          year,
          currentYear,
        },
      );
    if (outcome === 'already')
      throw conflict('YEAR_ALREADY_SIGNED_OFF', `${year} has already been signed off`, { year });
    const signed = (await this.balances.signOffs()).find((row) => row.year === year);
    return signed!;
  }

  signOffs(): Promise<SignOffDto[]> {
    return this.balances.signOffs();
  }
}
