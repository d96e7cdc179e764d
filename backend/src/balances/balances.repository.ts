import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { named } from '../database/native-query';
import { isoText, pooled, transaction, type Sql } from '../database/sql';
import { BALANCE_SQL, YEAR_LOCK_KEY } from '../domain';
import type { BalanceRow } from './balance.mapper';

const BALANCE = named(BALANCE_SQL);

export interface SignOffRow {
  year: number;
  signedById: number;
  signedByName: string | null;
  signedAt: string;
}

// The exclusive year lock waits for every log-entry write in flight (they hold it shared), so once the
// sign-off commits no entry of the year can still appear.
const LOCK_YEARS = named(`select pg_advisory_xact_lock(${YEAR_LOCK_KEY})`);
const SIGN_OFF = named(
  `insert into year_sign_offs (year, signed_by_id) values ($1, $2) on conflict (year) do nothing returning year`,
);
/**
 * The company's current calendar year by the database's clock, with the day rule the rest of the register
 * uses (now() at time zone Europe/Amsterdam): a year can be signed off only once it is over there.
 */
const CURRENT_YEAR = named(
  `select extract(year from (now() at time zone 'Europe/Amsterdam')::date)::int as year`,
);
const SIGN_OFFS = named(`select s.year, s.signed_by_id as "signedById", u.name as "signedByName",
    ${isoText('s.signed_at')} as "signedAt"
  from year_sign_offs s left join users u on u.id = s.signed_by_id order by s.year desc`);

@Injectable()
export class BalancesRepository {
  private readonly sql: Sql;

  constructor(private readonly em: EntityManager) {
    this.sql = pooled(em);
  }

  /** The year's balance per gas, computed by the database. */
  balance(year: number): Promise<BalanceRow[]> {
    return this.sql.query<BalanceRow>({ ...BALANCE, values: [year] });
  }

  /**
   * Signs the year off: 'signed', 'already' when it was, or 'not-ended' (with the current year) while the
   * year has not ended where the company works; a signed current year would refuse every later entry of it.
   */
  signOff(
    year: number,
    userId: number,
  ): Promise<{ outcome: 'signed' | 'already' | 'not-ended'; currentYear: number }> {
    return transaction(this.em, async (tx) => {
      const [{ year: currentYear }] = await tx.query<{ year: number }>({ ...CURRENT_YEAR, values: [] });
      if (year >= currentYear) return { outcome: 'not-ended', currentYear };
      await tx.query({ ...LOCK_YEARS, values: [] });
      const signed = (await tx.query({ ...SIGN_OFF, values: [year, userId] })).length > 0;
      return { outcome: signed ? 'signed' : 'already', currentYear };
    });
  }

  signOffs(): Promise<SignOffRow[]> {
    return this.sql.query<SignOffRow>({ ...SIGN_OFFS, values: [] });
  }
}
