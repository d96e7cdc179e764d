import { Entity, Enum, Index, PrimaryKey, Property, OptionalProps } from '@mikro-orm/core';
import { ROLES, type Role } from '../domain';

@Entity({ tableName: 'users' })
@Index({
  name: 'users_email_lower_unique',
  expression: 'create unique index "users_email_lower_unique" on "users" (lower("email"))',
})
export class User {
  [OptionalProps]?:
    | 'role'
    | 'active'
    | 'certificateNumber'
    | 'certificateCategory'
    | 'certificateValidUntil'
    | 'tokenVersion'
    | 'createdAt'
    | 'updatedAt';

  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Property({ type: 'string', length: 120 })
  name!: string;

  @Property({ type: 'string', length: 254 })
  email!: string;

  @Property({ type: 'string', length: 255, hidden: true, lazy: true })
  passwordHash!: string;

  @Enum({ items: () => [...ROLES], nativeEnumName: undefined })
  role: Role = 'MONTEUR';

  @Property({ type: 'boolean', default: true })
  active: boolean = true;

  /** The fitter's personal F-gas certificate (EU 2024/573 Art. 10); work is checked against it by date. */
  @Property({ type: 'string', length: 100, nullable: true })
  certificateNumber: string | null = null;

  @Property({ type: 'string', length: 50, nullable: true })
  certificateCategory: string | null = null;

  /** Last day the certificate is valid (inclusive). */
  @Property({ type: 'date', nullable: true })
  certificateValidUntil: string | null = null;

  /** Bumped on a password change or deactivation: tokens issued before carry the old value and are refused. */
  @Property({ type: 'integer', default: 0 })
  tokenVersion: number = 0;

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
