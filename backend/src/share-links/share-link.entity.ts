import { Entity, Index, ManyToOne, PrimaryKey, Property, OptionalProps } from '@mikro-orm/core';
import { Installation } from '../installations/installation.entity';
import { User } from '../users/user.entity';

/**
 * A read-only link an administrator gives an installation's owner: it opens that installation's logbook and
 * nothing else. Only the SHA-256 of its token is stored, so the table never holds a usable link; a revoked
 * link keeps its row (who made it, who revoked it, when).
 */
@Entity({ tableName: 'share_links' })
@Index({ name: 'share_links_installation_index', properties: ['installation', 'createdAt'] })
export class ShareLink {
  [OptionalProps]?: 'createdAt' | 'revokedAt' | 'revokedBy' | 'label' | 'expiresOn';

  @PrimaryKey({ type: 'integer' })
  id!: number;

  /** The links of an installation that is erased (only possible while it has no records) go with it. */
  @ManyToOne(() => Installation, { deleteRule: 'cascade', updateRule: 'cascade' })
  installation!: Installation;

  /** Hex SHA-256 of the token. */
  @Property({ type: 'string', columnType: 'char(64)', unique: 'share_links_token_hash_unique' })
  tokenHash!: string;

  @ManyToOne(() => User, { deleteRule: 'restrict', updateRule: 'cascade' })
  createdBy!: User;

  /** Who the link was given to or what for ("eigenaar", "keurmeester 2026"): several links tell apart by it. */
  @Property({ type: 'string', length: 100, nullable: true })
  label: string | null = null;

  /** The last day the link opens the logbook (the company's calendar day); after it, it answers as revoked. */
  @Property({ type: 'date', columnType: 'date', nullable: true })
  expiresOn: string | null = null;

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  revokedAt: Date | null = null;

  @ManyToOne(() => User, { nullable: true, deleteRule: 'restrict', updateRule: 'cascade' })
  revokedBy: User | null = null;
}
