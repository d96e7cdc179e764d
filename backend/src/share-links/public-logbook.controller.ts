import { companyToday } from '../common/calendar-date';
import { Controller, Get, Header, Headers, Param, Query, StreamableFile } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '../common/api-docs';
import { csvLanguage } from '../common/csv-language';
import { pdfFile } from '../common/pdf/pdf-report';
import { Public } from '../common/public.decorator';
import { LogbookDto } from '../logbook/dto/logbook.dto';
import { LogbookExportQueryDto, LogbookQueryDto } from '../logbook/dto/logbook-query.dto';
import { LOGBOOK_PDF, LOGBOOK_PERIOD } from '../logbook/logbook.controller';
import { installationLogbookPdf } from '../logbook/logbook-pdf';
import { logbookFileName, logbookPeriod } from '../logbook/logbook-assembly';
import { LogbookService } from '../logbook/logbook.service';
import { ShareLinksService } from './share-links.service';

const TOKEN =
  'The token of a share link. An unknown, malformed or revoked token answers 404 SHARE_LINK_NOT_FOUND, all alike.';

/**
 * What an owner's share link opens, without signing in: the logbook of that one installation (JSON for the
 * web page /logbook/<token>, and its PDF). Nothing else of the register is reachable with a token.
 */
@ApiTags('public')
@Controller('public/logbook')
export class PublicLogbookController {
  constructor(
    private readonly links: ShareLinksService,
    private readonly logbook: LogbookService,
  ) {}

  @Public()
  @Get(':token.pdf')
  @Header('X-Robots-Tag', 'noindex')
  @Header('Referrer-Policy', 'no-referrer')
  @ApiOperation({
    summary: 'The logbook a share link opens, as PDF (no sign-in)',
    description: `${TOKEN} ${LOGBOOK_PDF} ${LOGBOOK_PERIOD}`,
  })
  @ApiProduces('application/pdf')
  @ApiOkResponse({ description: 'PDF file (A4)', schema: { type: 'string', format: 'binary' } })
  @ApiErrors(400, 404)
  async getPublicLogbookPdf(
    @Param('token') token: string,
    @Query() query: LogbookExportQueryDto,
    @Headers('accept-language') acceptLanguage?: string,
  ): Promise<StreamableFile> {
    const installationId = await this.links.installationOf(token);
    const logbook = await this.logbook.build(installationId, logbookPeriod(query));
    const pdf = await installationLogbookPdf(logbook, csvLanguage(query.lang, acceptLanguage));
    return pdfFile(pdf, logbookFileName(logbook, 'pdf', companyToday()));
  }

  @Public()
  @Get(':token')
  @Header('X-Robots-Tag', 'noindex')
  @Header('Referrer-Policy', 'no-referrer')
  @ApiOperation({
    summary: 'The logbook a share link opens (no sign-in)',
    description: `${TOKEN} The same answer as GET /api/installations/{id}/logbook; it names people by name only. ${LOGBOOK_PERIOD}`,
  })
  @ApiOkResponse({ type: LogbookDto })
  @ApiErrors(400, 404)
  async getPublicLogbook(
    @Param('token') token: string,
    @Query() query: LogbookQueryDto,
  ): Promise<LogbookDto> {
    const installationId = await this.links.installationOf(token);
    return this.logbook.build(installationId, logbookPeriod(query));
  }
}
