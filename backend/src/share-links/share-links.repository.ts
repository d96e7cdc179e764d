import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { named } from '../database/native-query';
import { isoText, pooled, transaction, type Sql } from '../database/sql';
import { companyToday } from '../common/calendar-date';

export interface ShareLinkRow {
  id: number;
  installation_id: number;
  created_at: string;
  created_by_id: number;
  created_by_name: string;
  label: string | null;
  expires_on: string | null;
  expired: boolean;
  revoked_at: string | null;
  revoked_by_id: number | null;
  revoked_by_name: string | null;
}

/** A link's columns; `expired` against today where the company works ($2 of each statement that reads it). */
const COLUMNS = `sl.id, sl.installation_id, ${isoText('sl.created_at')} as created_at, sl.created_by_id,
  cb.name as created_by_name, sl.label, sl.expires_on::text as expires_on,
  coalesce(sl.expires_on < $2::date, false) as expired,
  ${isoText('sl.revoked_at')} as revoked_at, sl.revoked_by_id, rb.name as revoked_by_name`;
const FROM = `share_links sl join users cb on cb.id = sl.created_by_id left join users rb on rb.id = sl.revoked_by_id`;

const INSTALLATION_EXISTS = named('select 1 from installations where id = $1 for key share');
const INSERT = named(`insert into share_links (installation_id, token_hash, created_by_id, label, expires_on)
  values ($1, $2, $3, $4, $5) returning id`);
const OF_INSTALLATION = named(`select ${COLUMNS} from ${FROM} where sl.installation_id = $1
  order by sl.created_at desc, sl.id desc`);
const LOCK = named(`select id, revoked_at is not null as revoked from share_links
  where id = $1 and installation_id = $2 for update`);
const REVOKE = named('update share_links set revoked_at = now(), revoked_by_id = $2 where id = $1');
const BY_ID = named(`select ${COLUMNS} from ${FROM} where sl.id = $1`);
// An expired link answers as a revoked one: its last day ($2, today where the company works) has passed.
const INSTALLATION_OF_TOKEN = named(
  'select installation_id from share_links where token_hash = $1 and revoked_at is null and (expires_on is null or expires_on >= $2::date)',
);

@Injectable()
export class ShareLinksRepository {
  private readonly sql: Sql;

  constructor(private readonly em: EntityManager) {
    this.sql = pooled(em);
  }

  transaction<T>(work: (tx: Sql) => Promise<T>): Promise<T> {
    return transaction(this.em, work);
  }

  async installationExists(id: number, tx: Sql = this.sql): Promise<boolean> {
    return (await tx.query({ ...INSTALLATION_EXISTS, values: [id] })).length > 0;
  }

  async insert(
    tx: Sql,
    link: {
      installationId: number;
      tokenHash: string;
      createdById: number;
      label: string | null;
      expiresOn: string | null;
    },
  ): Promise<number> {
    const [row] = await tx.query<{ id: number }>({
      ...INSERT,
      values: [link.installationId, link.tokenHash, link.createdById, link.label, link.expiresOn],
    });
    return row.id;
  }

  ofInstallation(installationId: number): Promise<ShareLinkRow[]> {
    return this.sql.query<ShareLinkRow>({ ...OF_INSTALLATION, values: [installationId, companyToday()] });
  }

  async lock(
    tx: Sql,
    id: number,
    installationId: number,
  ): Promise<{ id: number; revoked: boolean } | undefined> {
    const [row] = await tx.query<{ id: number; revoked: boolean }>({ ...LOCK, values: [id, installationId] });
    return row;
  }

  async revoke(tx: Sql, id: number, actorId: number): Promise<void> {
    await tx.query({ ...REVOKE, values: [id, actorId] });
  }

  async findRow(id: number, tx: Sql = this.sql): Promise<ShareLinkRow | undefined> {
    const [row] = await tx.query<ShareLinkRow>({ ...BY_ID, values: [id, companyToday()] });
    return row;
  }

  /** The installation a live link's token hash opens (a unique index lookup). */
  async installationOfToken(tokenHash: string): Promise<number | undefined> {
    const [row] = await this.sql.query<{ installation_id: number }>({
      ...INSTALLATION_OF_TOKEN,
      values: [tokenHash, companyToday()],
    });
    return row?.installation_id;
  }
}
