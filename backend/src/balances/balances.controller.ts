import { Readable } from 'node:stream';
import { Controller, Get, Headers, Param, Post, Query, StreamableFile } from '@nestjs/common';
import { csvAttachment, csvFileName } from '../common/csv';
import { csvLanguage } from '../common/csv-language';
import { balanceCsv } from './balance-csv';
import { annualBalancePdf } from './balance-pdf';
import { pdfFile } from '../common/pdf/pdf-report';
import { BalanceExportQueryDto } from './dto/balance-export-query.dto';
import {
  ApiBearerAuth,
  ApiCreatedResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiProduces,
  ApiQuery,
  ApiTags,
} from '@nestjs/swagger';
import { ApiErrors } from '../common/api-docs';
import { CurrentUser, type AuthUser } from '../common/current-user';
import { RequirePermission } from '../common/require-permission.decorator';
import { BalancesService } from './balances.service';
import { SignOffDto } from './dto/sign-off.dto';
import { BalanceRowDto } from './dto/balance.dto';
import { YearPipe } from './year.pipe';

@ApiTags('balances')
@ApiBearerAuth()
@Controller('balances')
export class BalancesController {
  constructor(private readonly balances: BalancesService) {}

  @Get()
  @RequirePermission('balances:show')
  @ApiOperation({
    summary: 'The annual balance: one row per gas (kg and t CO2e)',
    description:
      'opening + received + recovered - filled - returned + unexplained = closing, to the gram, for every gas. ' +
      'The year is the calendar year in Europe/Amsterdam.',
  })
  @ApiQuery({ name: 'year', type: Number, example: 2026 })
  @ApiOkResponse({ type: [BalanceRowDto] })
  @ApiErrors(400, 401, 403)
  getBalance(@Query('year', YearPipe) year: number): Promise<BalanceRowDto[]> {
    return this.balances.balance(year);
  }

  @Get('export.csv')
  @RequirePermission('balances:show')
  @ApiOperation({ summary: 'The annual balance as CSV (semicolons, UTF-8 with BOM, decimal comma)' })
  @ApiProduces('text/csv')
  @ApiOkResponse({ description: 'fgas-balance-YYYY-...csv', schema: { type: 'string', format: 'binary' } })
  @ApiErrors(400, 401, 403)
  async exportBalanceCsv(
    @Query() query: BalanceExportQueryDto,
    @Headers('accept-language') acceptLanguage?: string,
  ): Promise<StreamableFile> {
    const rows = await this.balances.balance(query.year);
    const csv = balanceCsv(rows, csvLanguage(query.lang, acceptLanguage));
    return csvAttachment(Readable.from([csv]), csvFileName(`fgas-balance-${query.year}`));
  }

  @Get('export.pdf')
  @RequirePermission('balances:show')
  @ApiOperation({
    summary: 'The annual balance as PDF (A4): the CSV rows in kg and t CO2e with totals',
    description:
      "With the company's name and certificate (settings) and the year's sign-off (who, when) or that it is " +
      'not signed off. Language from lang, else Accept-Language.',
  })
  @ApiProduces('application/pdf')
  @ApiOkResponse({ description: 'fgas-balance-YYYY-...pdf', schema: { type: 'string', format: 'binary' } })
  @ApiErrors(400, 401, 403)
  async exportBalancePdf(
    @Query() query: BalanceExportQueryDto,
    @Headers('accept-language') acceptLanguage?: string,
  ): Promise<StreamableFile> {
    const report = await this.balances.report(query.year);
    const pdf = await annualBalancePdf(report, csvLanguage(query.lang, acceptLanguage));
    return pdfFile(pdf, csvFileName(`fgas-balance-${query.year}`).replace(/\.csv$/, '.pdf'));
  }

  @Get('sign-offs')
  @RequirePermission('balances:show')
  @ApiOperation({ summary: 'Who signed which year off, and when (newest year first)' })
  @ApiOkResponse({ type: [SignOffDto] })
  @ApiErrors(401, 403)
  listSignOffs(): Promise<SignOffDto[]> {
    return this.balances.signOffs();
  }

  @Post(':year/sign-off')
  @RequirePermission('balances:sign-off')
  @ApiOperation({
    summary:
      "Sign a year's balance off (admin): its log entries can no longer be created, changed or deleted " +
      '(409 YEAR_SIGNED_OFF); twice: 409 YEAR_ALREADY_SIGNED_OFF; a year that has not ended (the current year ' +
      'or a later one, Europe/Amsterdam, by the database clock): 409 YEAR_NOT_ENDED',
    description:
      'Its figures stay as signed: cylinder edits, new or erased cylinders, returns and entries of earlier years ' +
      'that would change them answer 409 YEAR_SIGNED_OFF. Corrections go into the next year.',
  })
  @ApiParam({ name: 'year', type: Number, example: 2026 })
  @ApiCreatedResponse({ type: SignOffDto })
  @ApiErrors(400, 401, 403, 409)
  signOff(@Param('year', YearPipe) year: number, @CurrentUser() actor: AuthUser): Promise<SignOffDto> {
    return this.balances.signOff(year, actor.id);
  }
}
