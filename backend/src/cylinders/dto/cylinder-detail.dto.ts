import { ApiProperty } from '@nestjs/swagger';
import { LogEntryDto } from '../../logs/dto/log-entry.dto';
import { CylinderDto } from './cylinder.dto';

export class CylinderDetailDto extends CylinderDto {
  @ApiProperty({
    type: [LogEntryDto],
    description:
      'The newest live log entries (not deleted), newest first (date, then id, descending): at most logsLimit ' +
      '(default 500) of the logCount live entries; older ones through GET /api/logs?filter={"cylinderId":id}',
  })
  logs!: LogEntryDto[];
}
