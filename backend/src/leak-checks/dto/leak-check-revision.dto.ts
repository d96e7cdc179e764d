import { ApiExtraModels, ApiProperty, getSchemaPath } from '@nestjs/swagger';
import { FieldChangeDto } from '../../logs/dto/log-entry-revision.dto';
import { UserRefDto } from '../../logs/dto/log-entry.dto';
import { LEAK_CHECK_REVISION_ACTIONS, type LeakCheckRevisionAction } from '../leak-check-revision.entity';

/** One step of a leak check's history. */
@ApiExtraModels(FieldChangeDto)
export class LeakCheckRevisionDto {
  @ApiProperty() id!: number;
  @ApiProperty({ enum: LEAK_CHECK_REVISION_ACTIONS }) action!: LeakCheckRevisionAction;
  @ApiProperty({ type: String, format: 'date-time' }) at!: string;
  @ApiProperty({ type: UserRefDto, description: 'the account that made the change' }) by!: UserRefDto;
  @ApiProperty({
    type: 'object',
    additionalProperties: { $ref: getSchemaPath(FieldChangeDto) },
    description: '{ field: { from, to } } of the changed fields only',
    example: { checkedOn: { from: '2026-11-02', to: '2026-11-03' } },
  })
  changes!: Record<string, FieldChangeDto>;
  @ApiProperty({ type: String, nullable: true }) reason!: string | null;
}
