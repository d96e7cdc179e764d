import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { toCanonicalInt } from '../../common/numbers';
import { IsInt, IsOptional, Max, Min } from 'class-validator';

export const DEFAULT_DETAIL_LOGS = 500;

export class CylinderDetailQueryDto {
  @ApiPropertyOptional({
    minimum: 1,
    maximum: 100000,
    default: DEFAULT_DETAIL_LOGS,
    description:
      'How many of the newest live log entries to include; compare with logCount, older ones via GET /api/logs',
  })
  @IsOptional()
  @Transform(toCanonicalInt)
  @IsInt()
  @Min(1)
  @Max(100000)
  logsLimit?: number;
}
