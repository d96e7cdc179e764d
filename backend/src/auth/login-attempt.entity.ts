import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/core';

/**
 * A sign-in throttling window ("account:<e-mail>" or "client:<address>"), shared by every API instance.
 * Updated with SQL only (login-throttle.service.ts); the entity gives the table its schema.
 */
@Entity({ tableName: 'login_attempts' })
@Index({ name: 'login_attempts_reset_at_index', properties: ['resetAt'] })
export class LoginAttempt {
  @PrimaryKey({ type: 'string', length: 300 })
  key!: string;

  @Property({ type: 'integer' })
  count!: number;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  resetAt!: Date;
}
