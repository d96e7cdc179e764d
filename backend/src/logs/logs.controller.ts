import {
  Body,
  Controller,
  Delete,
  Get,
  Headers,
  HttpCode,
  Param,
  Post,
  Put,
  Query,
  StreamableFile,
} from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiCreatedResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiTags,
} from '@nestjs/swagger';
import { ApiErrors, ApiListQuery } from '../common/api-docs';
import { csvAttachment } from '../common/csv';
import { csvLanguage, ExportQueryDto } from '../common/csv-language';
import { CurrentUser, type AuthUser } from '../common/current-user';
import { IdPipe } from '../common/id.pipe';
import { ListQueryDto } from '../common/list-query';
import { ApiQueuedFor, QueuedFor } from '../common/queued-for';
import { RequirePermission } from '../common/require-permission.decorator';
import { SessionConfirmedInWrite } from '../common/session-confirmed-in-write.decorator';
import {
  CreateLogEntryDto,
  DeleteLogEntryQueryDto,
  ExplainGapDto,
  UpdateLogEntryDto,
} from './dto/log-entry-input.dto';
import { LogEntryRevisionDto } from './dto/log-entry-revision.dto';
import { LogEntryDto } from './dto/log-entry.dto';
import { LogsService } from './logs.service';
import { Idempotent } from '../idempotency/idempotent.decorator';

const FILTERS =
  'Filters: cylinderId, userId, mutationType, direction (IN|OUT|NONE), dateFrom, dateTo (a bare YYYY-MM-DD includes that day), ' +
  'q (work order, note), id, includeDeleted (admins only).';

@ApiTags('logs')
@ApiBearerAuth()
@Controller('logs')
export class LogsController {
  constructor(private readonly logs: LogsService) {}

  @Get()
  @RequirePermission('logs:list')
  @ApiOperation({
    summary: 'List mutations (log entries)',
    description: `${FILTERS} Sort: id, date, mutationType, weight, createdAt; default date DESC.`,
  })
  @ApiListQuery('logs', LogEntryDto)
  @ApiErrors(400, 401, 403)
  listLogEntries(@Query() query: ListQueryDto, @CurrentUser() viewer: AuthUser) {
    return this.logs.list(query, viewer);
  }

  @Get('export.csv')
  @RequirePermission('logs:export')
  @ApiOperation({
    summary: 'The F-gas logbook as CSV',
    description:
      `${FILTERS} Oldest first. ';'-separated, UTF-8 with BOM, CRLF, decimal comma, dates in Dutch local time. Columns: date, cylinder serial, gas, GWP, ` +
      'mutation type, direction, kg moved, tonnes CO2e, before, after, work order, fitter, entered by, note, gap, gap explanation, corrected, deleted. ' +
      "lang (nl|en; default the request's Accept-Language, else nl; en without that header): en is this format with API codes as values; " +
      'nl has Dutch headers and words (ja/nee) and repeats the codes in the columns mutationType, direction at the end.',
  })
  @ApiProduces('text/csv')
  @ApiOkResponse({ description: 'CSV file', schema: { type: 'string', format: 'binary' } })
  @ApiErrors(400, 401, 403)
  async exportLogEntries(
    @Query() query: ExportQueryDto,
    @CurrentUser() viewer: AuthUser,
    @Headers('accept-language') acceptLanguage?: string,
  ): Promise<StreamableFile> {
    const stream = await this.logs.exportCsv(query, viewer, csvLanguage(query.lang, acceptLanguage));
    return csvAttachment(stream, this.logs.exportFileName());
  }

  @Get(':id')
  @RequirePermission('logs:show')
  @ApiOperation({ summary: 'One mutation (deleted ones: administrators only)' })
  @ApiOkResponse({ type: LogEntryDto })
  @ApiErrors(400, 401, 404)
  getLogEntry(@Param('id', IdPipe) id: number, @CurrentUser() viewer: AuthUser) {
    return this.logs.findOne(id, viewer);
  }

  @Get(':id/history')
  @RequirePermission('logs:history')
  @ApiOperation({
    summary:
      "A mutation's history (administrators): CREATE, EDIT, DELETE and EXPLAIN_GAP steps, oldest first",
  })
  @ApiOkResponse({ type: [LogEntryRevisionDto] })
  @ApiErrors(400, 401, 403, 404)
  getLogEntryHistory(@Param('id', IdPipe) id: number) {
    return this.logs.history(id);
  }

  @Post()
  @Idempotent()
  @RequirePermission('logs:create')
  @SessionConfirmedInWrite()
  @ApiOperation({
    summary: 'Record a mutation',
    description:
      'Weight rules: WEIGHT_MISMATCH, FILLUP_HEAVIER, RECLAIM_LIGHTER, WEIGHT_REQUIRED, GENERAL_MOVES_NOTHING, NOT_ENOUGH_CONTENT (params available, requested); ' +
      'CYLINDER_NOT_FOUND, USER_NOT_FOUND, USER_INACTIVE. A weight gap beyond the tolerance is stored on the entry (weightGap). ' +
      "409 YEAR_SIGNED_OFF: dated in a signed-off year, or moving gas a later signed year's opening holds; " +
      "409 CYLINDER_RETURNED (params returnedOn): dated after the cylinder's return.",
  })
  @ApiQueuedFor()
  @ApiCreatedResponse({ type: LogEntryDto })
  @ApiErrors(400, 401, 403, 409)
  createLogEntry(
    @Body() body: CreateLogEntryDto,
    @CurrentUser() actor: AuthUser,
    @QueuedFor() waitedMs: number,
  ) {
    return this.logs.create(body, actor, waitedMs);
  }

  @Put(':id')
  @RequirePermission('logs:edit')
  @ApiOperation({
    summary: 'Correct a mutation (administrators); the earlier values are kept in its history',
    description:
      '409 YEAR_SIGNED_OFF when the entry or its new date lies in a signed-off year (or the change moves gas a ' +
      "later signed year's opening holds); 409 CYLINDER_RETURNED when the new date is after the cylinder's return.",
  })
  @ApiOkResponse({ type: LogEntryDto })
  @ApiErrors(400, 401, 403, 404, 409)
  updateLogEntry(
    @Param('id', IdPipe) id: number,
    @Body() body: UpdateLogEntryDto,
    @CurrentUser() actor: AuthUser,
  ) {
    return this.logs.update(id, body, actor);
  }

  @Delete(':id')
  @RequirePermission('logs:delete')
  @ApiOperation({ summary: 'Delete a mutation (administrators): it is marked deleted, never erased' })
  @ApiOkResponse({ type: LogEntryDto })
  @ApiErrors(400, 401, 403, 404, 409)
  deleteLogEntry(
    @Param('id', IdPipe) id: number,
    @Query() query: DeleteLogEntryQueryDto,
    @CurrentUser() actor: AuthUser,
  ) {
    return this.logs.remove(id, query.reason ?? null, actor);
  }

  @Post(':id/explain-gap')
  @HttpCode(200)
  @RequirePermission('logs:explain-gap')
  @ApiOperation({
    summary: "Explain a mutation's weight gap (administrators)",
    description:
      'The gap stays on the entry but no longer counts on its cylinder (hasWeightGap, the dashboard). ' +
      'Recorded in its history (EXPLAIN_GAP). 404 LOG_ENTRY_NOT_FOUND (also deleted entries); 409 NO_WEIGHT_GAP, GAP_ALREADY_EXPLAINED. ' +
      'An edit that changes the gap clears the explanation.',
  })
  @ApiOkResponse({ type: LogEntryDto })
  @ApiErrors(400, 401, 403, 404, 409)
  explainGap(@Param('id', IdPipe) id: number, @Body() body: ExplainGapDto, @CurrentUser() actor: AuthUser) {
    return this.logs.explainGap(id, body, actor);
  }
}
