import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { CSV_LANGUAGES, type CsvLanguage } from '../../common/csv-language';

/** The language of a cylinder's return slip. */
export class ReturnSlipQueryDto {
  @ApiPropertyOptional({
    enum: CSV_LANGUAGES,
    description:
      "Language of the slip. Default: the request's Accept-Language (nl or en), else nl; a request without Accept-Language gets en",
  })
  @IsOptional()
  @IsIn(CSV_LANGUAGES, { message: 'lang must be nl or en' })
  lang?: CsvLanguage;
}
