import { Entity, PrimaryKey, Property, OptionalProps } from '@mikro-orm/core';

@Entity({ tableName: 'suppliers' })
export class Supplier {
  [OptionalProps]?: 'contactPerson' | 'email' | 'phone' | 'address' | 'createdAt';

  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Property({ type: 'string', length: 200 })
  name!: string;

  @Property({ type: 'string', length: 200, nullable: true })
  contactPerson: string | null = null;

  @Property({ type: 'string', length: 254, nullable: true })
  email: string | null = null;

  @Property({ type: 'string', length: 50, nullable: true })
  phone: string | null = null;

  @Property({ type: 'text', nullable: true })
  address: string | null = null;

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
