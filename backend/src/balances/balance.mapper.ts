import { co2eTonnes, gramsToKg, toGrams } from '../domain';
import type { BalanceRowDto } from './dto/balance.dto';

/** One row of BALANCE_SQL: numerics as exact decimal text. */
export interface BalanceRow {
  gas: string;
  gwp: number | null;
  opening: string;
  received: string;
  filled: string;
  recovered: string;
  returned: string;
  unexplained: string;
  closing: string;
}

export function toBalanceRowDto(row: BalanceRow): BalanceRowDto {
  const kg = (value: string) => gramsToKg(toGrams(value));
  const t = (value: string) => co2eTonnes(kg(value), row.gwp);
  return {
    gas: row.gas,
    gwp: row.gwp,
    openingKg: kg(row.opening),
    receivedKg: kg(row.received),
    filledKg: kg(row.filled),
    recoveredKg: kg(row.recovered),
    returnedKg: kg(row.returned),
    unexplainedKg: kg(row.unexplained),
    closingKg: kg(row.closing),
    openingCo2eTonnes: t(row.opening),
    receivedCo2eTonnes: t(row.received),
    filledCo2eTonnes: t(row.filled),
    recoveredCo2eTonnes: t(row.recovered),
    returnedCo2eTonnes: t(row.returned),
    unexplainedCo2eTonnes: t(row.unexplained),
    closingCo2eTonnes: t(row.closing),
  };
}
