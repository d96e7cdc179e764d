import { Injectable } from '@nestjs/common';
import { conflict } from '../common/app-error';
import { BalancesRepository } from './balances.repository';
import type { SignOffDto } from './dto/sign-off.dto';
import type { BalanceRowDto } from './dto/balance.dto';
import { toBalanceRowDto } from './balance.mapper';

@Injectable()
export class BalancesService {
  constructor(private readonly balances: BalancesRepository) {}

  async balance(year: number): Promise<BalanceRowDto[]> {
    return (await this.balances.balance(year)).map(toBalanceRowDto);
  }

  /** Locks the year's log entries for good; a second sign-off of the same year is refused (409). */
  async signOff(year: number, userId: number): Promise<SignOffDto> {
    if (!(await this.balances.signOff(year, userId)))
      throw conflict('YEAR_ALREADY_SIGNED_OFF', `${year} has already been signed off`, { year });
    const signed = (await this.balances.signOffs()).find((row) => row.year === year);
    return signed!;
  }

  signOffs(): Promise<SignOffDto[]> {
    return this.balances.signOffs();
  }
}
