import { Controller, Get, Headers, Param, Query, StreamableFile } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import { Readable } from 'node:stream';
import { ApiErrors } from '../common/api-docs';
import { csvAttachment } from '../common/csv';
import { csvLanguage } from '../common/csv-language';
import { IdPipe } from '../common/id.pipe';
import { companyToday } from '../common/calendar-date';
import { pdfFile } from '../common/pdf/pdf-report';
import { RequirePermission } from '../common/require-permission.decorator';
import { LogbookDto } from './dto/logbook.dto';
import { LogbookExportQueryDto, LogbookQueryDto } from './dto/logbook-query.dto';
import { installationLogbookCsv } from './logbook-csv';
import { installationLogbookPdf } from './logbook-pdf';
import { logbookFileName, logbookPeriod } from './logbook-assembly';
import { LogbookService } from './logbook.service';

export const LOGBOOK_PERIOD =
  'Period: from and to are calendar days (YYYY-MM-DD, Europe/Amsterdam), both included, each optional (default: ' +
  'every record); 400 VALIDATION_FAILED for a bad date, 400 INVALID_PERIOD when from is after to. Mutations count ' +
  'by their date, leak checks by the day checked or repaired, the decommissioning by its day. Deleted mutations ' +
  'and voided checks are left out.';

export const LOGBOOK_CSV =
  "One row per event (FILL_UP, RECOVERY, LEAK_CHECK, REPAIR, DECOMMISSION), oldest first; ';'-separated, UTF-8 " +
  'with BOM, CRLF, decimal comma. Columns: installation, customer, refrigerant, installation charge (kg) (the same ' +
  'on every row, so a row stands on its own), date, event, detail (mutation type, leak-check result or gas ' +
  'destination), work order, leak location or repair, kg, cylinder serial, content origin (RECOVERED for a ' +
  'recovery), origin (the facility of recycled or reclaimed gas, the installations recovered gas came from), ' +
  "fitter, fitter certificate, note. lang (nl|en; default the request's Accept-Language, else nl; en without " +
  'that header): nl has Dutch headers and words and repeats the codes in the columns event, detail code at the end. ' +
  'File name: fgas-logbook-<installation>-<customer>-<from>_<to>.csv (an open start "begin", an open end today).';

export const LOGBOOK_PDF =
  'A4, made by the server: company and certificate, owner and installation header (address, gas, charge, CO2e, ' +
  'interval, next due), then sections (a) to (g) as tables with every record, who did it and which certificate; ' +
  'the period, the generation time and "page x of y" on every page. lang as for the CSV.';

@ApiTags('installations')
@ApiBearerAuth()
@Controller('installations')
export class LogbookController {
  constructor(private readonly logbook: LogbookService) {}

  @Get(':id/logbook')
  @RequirePermission('installations:logbook')
  @ApiOperation({
    summary: 'The F-gas logbook of an installation (Regulation (EU) 2024/573 Art. 7, sections (a) to (g))',
    description: LOGBOOK_PERIOD,
  })
  @ApiOkResponse({ type: LogbookDto })
  @ApiErrors(400, 401, 404)
  getInstallationLogbook(
    @Param('id', IdPipe) id: number,
    @Query() query: LogbookQueryDto,
  ): Promise<LogbookDto> {
    return this.logbook.build(id, logbookPeriod(query));
  }

  @Get(':id/logbook.csv')
  @RequirePermission('installations:logbook')
  @ApiOperation({
    summary: 'The F-gas logbook of an installation as CSV',
    description: `${LOGBOOK_CSV} ${LOGBOOK_PERIOD}`,
  })
  @ApiProduces('text/csv')
  @ApiOkResponse({ description: 'CSV file', schema: { type: 'string', format: 'binary' } })
  @ApiErrors(400, 401, 404)
  async exportInstallationLogbookCsv(
    @Param('id', IdPipe) id: number,
    @Query() query: LogbookExportQueryDto,
    @Headers('accept-language') acceptLanguage?: string,
  ): Promise<StreamableFile> {
    const logbook = await this.logbook.build(id, logbookPeriod(query));
    const csv = installationLogbookCsv(logbook, csvLanguage(query.lang, acceptLanguage));
    return csvAttachment(
      Readable.from([Buffer.from(csv, 'utf8')]),
      logbookFileName(logbook, 'csv', companyToday()),
    );
  }

  @Get(':id/logbook.pdf')
  @RequirePermission('installations:logbook')
  @ApiOperation({
    summary: 'The F-gas logbook of an installation as PDF',
    description: `${LOGBOOK_PDF} ${LOGBOOK_PERIOD}`,
  })
  @ApiProduces('application/pdf')
  @ApiOkResponse({ description: 'PDF file (A4)', schema: { type: 'string', format: 'binary' } })
  @ApiErrors(400, 401, 404)
  async exportInstallationLogbookPdf(
    @Param('id', IdPipe) id: number,
    @Query() query: LogbookExportQueryDto,
    @Headers('accept-language') acceptLanguage?: string,
  ): Promise<StreamableFile> {
    const logbook = await this.logbook.build(id, logbookPeriod(query));
    const pdf = await installationLogbookPdf(logbook, csvLanguage(query.lang, acceptLanguage));
    return pdfFile(pdf, logbookFileName(logbook, 'pdf', companyToday()));
  }
}
