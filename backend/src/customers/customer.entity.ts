import { Entity, Index, PrimaryKey, Property, OptionalProps } from '@mikro-orm/core';

/** The owner or operator of installations: who an inspector holds to the records. */
@Entity({ tableName: 'customers' })
@Index({
  name: 'customers_name_lower_index',
  expression: 'create index "customers_name_lower_index" on "customers" (lower("name"))',
})
export class Customer {
  [OptionalProps]?:
    | 'address'
    | 'postcode'
    | 'city'
    | 'kvkNumber'
    | 'contactPerson'
    | 'email'
    | 'phone'
    | 'createdAt'
    | 'updatedAt';

  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Property({ type: 'string', length: 200 })
  name!: string;

  /** Street and number; a customer from before postcode and city were fields may hold its whole address here. */
  @Property({ type: 'string', length: 500, nullable: true })
  address: string | null = null;

  /** A Dutch one as "1234 AB", another country's as typed (domain/customer-identity.ts). */
  @Property({ type: 'string', length: 20, nullable: true })
  postcode: string | null = null;

  @Property({ type: 'string', length: 100, nullable: true })
  city: string | null = null;

  /** Chamber of commerce (KvK) number: 8 digits. */
  @Property({ type: 'string', length: 8, nullable: true })
  kvkNumber: string | null = null;

  @Property({ type: 'string', length: 200, nullable: true })
  contactPerson: string | null = null;

  @Property({ type: 'string', length: 254, nullable: true })
  email: string | null = null;

  @Property({ type: 'string', length: 50, nullable: true })
  phone: string | null = null;

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
