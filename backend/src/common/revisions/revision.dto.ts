import { ApiProperty, getSchemaPath } from '@nestjs/swagger';
import { UserRefDto } from '../user-ref.dto';

export class FieldChangeDto {
  @ApiProperty({
    nullable: true,
    description: 'value before (null on CREATE)',
    oneOf: [{ type: 'string' }, { type: 'number' }, { type: 'boolean' }],
  })
  from!: unknown;
  @ApiProperty({
    nullable: true,
    description: 'value after',
    oneOf: [{ type: 'string' }, { type: 'number' }, { type: 'boolean' }],
  })
  to!: unknown;
}

/** One step of a record's history; each kind of record adds the actions it knows. */
export abstract class RevisionDto {
  @ApiProperty() id!: number;
  @ApiProperty({ type: String, format: 'date-time' }) at!: string;
  @ApiProperty({ type: UserRefDto, description: 'the account that made the change' }) by!: UserRefDto;
  @ApiProperty({
    type: 'object',
    additionalProperties: { $ref: getSchemaPath(FieldChangeDto) },
    description: '{ field: { from, to } } of the changed fields only',
    example: { weightAfter: { from: 11.2, to: 11.25 } },
  })
  changes!: Record<string, FieldChangeDto>;
  @ApiProperty({ type: String, nullable: true }) reason!: string | null;
}
