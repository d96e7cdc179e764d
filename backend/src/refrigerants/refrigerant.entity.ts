import { Entity, Enum, Index, PrimaryKey, Property, OptionalProps } from '@mikro-orm/core';
import { REFRIGERANT_TYPES, type RefrigerantType } from '../domain';

@Entity({ tableName: 'refrigerants' })
@Index({
  name: 'refrigerants_name_lower_unique',
  expression: 'create unique index "refrigerants_name_lower_unique" on "refrigerants" (lower("name"))',
})
export class Refrigerant {
  [OptionalProps]?: 'gwp' | 'createdAt';

  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Property({ type: 'string', length: 60 })
  name!: string;

  @Enum({ items: () => [...REFRIGERANT_TYPES] })
  type!: RefrigerantType;

  @Property({ type: 'integer', nullable: true })
  gwp: number | null = null;

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
