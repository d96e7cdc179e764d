import { ApiExtraModels, ApiProperty } from '@nestjs/swagger';
import { FieldChangeDto, RevisionDto } from '../../common/revisions/revision.dto';
import { REVISION_ACTIONS, type RevisionAction } from '../log-entry-revision.entity';

/** One step of a log entry's history. */
@ApiExtraModels(FieldChangeDto)
export class LogEntryRevisionDto extends RevisionDto {
  @ApiProperty({ enum: REVISION_ACTIONS }) action!: RevisionAction;
}
