import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/core';

/**
 * The stored first answer to a creating request sent with an `Idempotency-Key` header. Written in the same
 * transaction as the record it created, so one never exists without the other. Read and written with SQL
 * (idempotency.repository.ts); the entity gives the table its schema.
 */
@Entity({ tableName: 'idempotency_keys' })
@Index({ name: 'idempotency_keys_expires_at_index', properties: ['expiresAt'] })
export class IdempotencyKey {
  /** The signed-in user who sent the key; 0 for an anonymous call (registration). */
  @PrimaryKey({ type: 'integer', autoincrement: false })
  ownerId!: number;

  @PrimaryKey({ type: 'string', length: 255 })
  key!: string;

  /** Method and route template, e.g. "POST /api/logs". */
  @Property({ type: 'string', length: 200 })
  route!: string;

  /** SHA-256 (hex) of the method, route and the body in canonical JSON. */
  @Property({ type: 'string', length: 64 })
  fingerprint!: string;

  @Property({ type: 'smallint' })
  statusCode!: number;

  /** The answer's JSON text as first sent. */
  @Property({ type: 'text' })
  responseBody!: string;

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  createdAt!: Date;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  expiresAt!: Date;
}
