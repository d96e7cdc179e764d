import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { IsCalendarDate } from '../../common/calendar-date';
import { CSV_LANGUAGES, type CsvLanguage } from '../../common/csv-language';

/** The period of a logbook: calendar days where the company works (Europe/Amsterdam), both included. */
export class LogbookQueryDto {
  @ApiPropertyOptional({
    type: String,
    format: 'date',
    example: '2026-01-01',
    description: 'first day of the period (included); default: from the first record',
  })
  @IsOptional()
  @IsCalendarDate()
  from?: string;

  @ApiPropertyOptional({
    type: String,
    format: 'date',
    example: '2026-12-31',
    description:
      'last day of the period (included); default: up to the last record. 400 INVALID_PERIOD when before from',
  })
  @IsOptional()
  @IsCalendarDate()
  to?: string;
}

/** The period of a logbook file, and its language. */
export class LogbookExportQueryDto extends LogbookQueryDto {
  @ApiPropertyOptional({
    enum: CSV_LANGUAGES,
    description:
      "Language of headers and words. Default: the request's Accept-Language (nl or en), else nl; a request " +
      'without Accept-Language (a script) gets en. The nl CSV repeats the codes in extra columns at the end.',
  })
  @IsOptional()
  @IsIn(CSV_LANGUAGES, { message: 'lang must be nl or en' })
  lang?: CsvLanguage;
}
