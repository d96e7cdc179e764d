import { ApiProperty } from '@nestjs/swagger';
import { LogEntryDto } from '../../logs/dto/log-entry.dto';
import { CylinderDto } from './cylinder.dto';

export class CylinderDetailDto extends CylinderDto {
  @ApiProperty({
    type: [LogEntryDto],
    description: 'Live log entries (not deleted), newest first: date, then id, descending',
  })
  logs!: LogEntryDto[];
}
