import { Entity, Index, PrimaryKey, Property, OptionalProps } from '@mikro-orm/core';

/** The owner or operator of installations: who an inspector holds to the records. */
@Entity({ tableName: 'customers' })
@Index({
  name: 'customers_name_lower_index',
  expression: 'create index "customers_name_lower_index" on "customers" (lower("name"))',
})
export class Customer {
  [OptionalProps]?: 'address' | 'contactPerson' | 'email' | 'phone' | 'createdAt' | 'updatedAt';

  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Property({ type: 'string', length: 200 })
  name!: string;

  @Property({ type: 'string', length: 500, nullable: true })
  address: string | null = null;

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
