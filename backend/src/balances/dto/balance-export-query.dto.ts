import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';
import { CSV_LANGUAGES, type CsvLanguage } from '../../common/csv-language';
import { MAX_BALANCE_YEAR, MIN_BALANCE_YEAR } from '../../domain';

export class BalanceExportQueryDto {
  @ApiProperty({ minimum: MIN_BALANCE_YEAR, maximum: MAX_BALANCE_YEAR, example: 2026 })
  @Type(() => Number)
  @IsInt()
  @Min(MIN_BALANCE_YEAR)
  @Max(MAX_BALANCE_YEAR)
  year!: number;

  @ApiPropertyOptional({ enum: CSV_LANGUAGES, description: 'Headers language; default from Accept-Language' })
  @IsOptional()
  @IsIn(CSV_LANGUAGES)
  lang?: CsvLanguage;
}
