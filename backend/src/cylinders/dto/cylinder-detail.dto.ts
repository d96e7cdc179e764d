import { ApiProperty } from '@nestjs/swagger';
import { LogEntryDto } from '../../logs/dto/log-entry.dto';
import { CylinderDto } from './cylinder.dto';

/** An installation a recovery cylinder's gas came from, and how much of it (its live reclaim entries). */
export class RecoveredFromDto {
  @ApiProperty({ type: 'integer' }) installationId!: number;
  @ApiProperty({ example: 'Koelcel 2' }) name!: string;
  @ApiProperty({ example: 36.53, description: 'kg recovered from it into this cylinder' }) kg!: number;
}

export class CylinderDetailDto extends CylinderDto {
  @ApiProperty({
    type: [RecoveredFromDto],
    description:
      'A recovery (RECLAIM) cylinder: the installations its recovered gas came from, first recovered first; empty for a fill-up cylinder',
  })
  recoveredFrom!: RecoveredFromDto[];

  @ApiProperty({
    type: [LogEntryDto],
    description:
      'The newest live log entries (not deleted), newest first (date, then id, descending): at most logsLimit ' +
      '(default 500) of the logCount live entries; older ones through GET /api/logs?filter={"cylinderId":id}',
  })
  logs!: LogEntryDto[];
}
