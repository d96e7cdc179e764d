import { ApiExtraModels, ApiProperty } from '@nestjs/swagger';
import { FieldChangeDto, RevisionDto } from '../../common/revisions/revision.dto';
import { LEAK_CHECK_REVISION_ACTIONS, type LeakCheckRevisionAction } from '../leak-check-revision.entity';

/** One step of a leak check's history. */
@ApiExtraModels(FieldChangeDto)
export class LeakCheckRevisionDto extends RevisionDto {
  @ApiProperty({ enum: LEAK_CHECK_REVISION_ACTIONS }) action!: LeakCheckRevisionAction;
}
