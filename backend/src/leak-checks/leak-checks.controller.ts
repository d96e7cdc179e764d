import { Body, Controller, Delete, Get, Param, Post, Put, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrors, ApiListQuery } from '../common/api-docs';
import { CurrentUser, type AuthUser } from '../common/current-user';
import { IdPipe } from '../common/id.pipe';
import { ListQueryDto } from '../common/list-query';
import { RequirePermission } from '../common/require-permission.decorator';
import { Idempotent } from '../idempotency/idempotent.decorator';
import { CreateLeakCheckDto, UpdateLeakCheckDto, VoidLeakCheckQueryDto } from './dto/leak-check-input.dto';
import { LeakCheckRevisionDto } from './dto/leak-check-revision.dto';
import { LeakCheckDto } from './dto/leak-check.dto';
import { LeakChecksService } from './leak-checks.service';

@ApiTags('leak-checks')
@ApiBearerAuth()
@Controller('leak-checks')
export class LeakChecksController {
  constructor(private readonly checks: LeakChecksService) {}

  @Get()
  @RequirePermission('leak-checks:list')
  @ApiOperation({
    summary: 'List leak checks',
    description:
      'Filters: installationId, userId, result (NO_LEAK|LEAK_FOUND), followUpOfId, checkedFrom, checkedTo (YYYY-MM-DD, inclusive), ' +
      'q (leak location, repair, note, installation name), id, includeVoided (administrators only). ' +
      'Sort: id, checkedOn, result, repairedOn, createdAt; default checkedOn DESC.',
  })
  @ApiListQuery('leak-checks', LeakCheckDto)
  @ApiErrors(400, 401, 403)
  listLeakChecks(@Query() query: ListQueryDto, @CurrentUser() viewer: AuthUser) {
    return this.checks.list(query, viewer);
  }

  @Get(':id')
  @RequirePermission('leak-checks:show')
  @ApiOperation({ summary: 'One leak check (voided ones: administrators only)' })
  @ApiOkResponse({ type: LeakCheckDto })
  @ApiErrors(400, 401, 404)
  getLeakCheck(@Param('id', IdPipe) id: number, @CurrentUser() viewer: AuthUser) {
    return this.checks.findOne(id, viewer);
  }

  @Get(':id/history')
  @RequirePermission('leak-checks:history')
  @ApiOperation({
    summary: "A leak check's history (administrators): CREATE, EDIT and VOID steps, oldest first",
  })
  @ApiOkResponse({ type: [LeakCheckRevisionDto] })
  @ApiErrors(400, 401, 403, 404)
  getLeakCheckHistory(@Param('id', IdPipe) id: number) {
    return this.checks.history(id);
  }

  @Post()
  @Idempotent()
  @RequirePermission('leak-checks:create')
  @ApiOperation({
    summary: 'Record a leak check',
    description:
      'LEAK_FOUND with repairedOn puts the follow-up check due between repairedOn + 24 h and repairedOn + 1 month (followUpDueFrom, ' +
      "followUpDueBy; the installation's nextLeakCheckDue moves to followUpDueBy at the latest). 400 INSTALLATION_NOT_FOUND, " +
      'INSTALLATION_DECOMMISSIONED, FOLLOW_UP_NOT_FOUND, USER_NOT_FOUND, USER_INACTIVE; VALIDATION_FAILED for a date in the future, ' +
      'before the installation date, or a repair before the check.',
  })
  @ApiCreatedResponse({ type: LeakCheckDto })
  @ApiErrors(400, 401, 403)
  createLeakCheck(@Body() body: CreateLeakCheckDto, @CurrentUser() actor: AuthUser) {
    return this.checks.create(body, actor);
  }

  @Put(':id')
  @RequirePermission('leak-checks:edit')
  @ApiOperation({
    summary: 'Correct a leak check (administrators); the earlier values are kept in its history',
    description: '409 LEAK_CHECK_VOIDED for a voided check. The installation stays the same.',
  })
  @ApiOkResponse({ type: LeakCheckDto })
  @ApiErrors(400, 401, 403, 404, 409)
  updateLeakCheck(
    @Param('id', IdPipe) id: number,
    @Body() body: UpdateLeakCheckDto,
    @CurrentUser() actor: AuthUser,
  ) {
    return this.checks.update(id, body, actor);
  }

  @Delete(':id')
  @RequirePermission('leak-checks:delete')
  @ApiOperation({
    summary: 'Void a leak check (administrators): marked void with the reason, never erased',
    description: 'It no longer counts in the schedule; 409 LEAK_CHECK_VOIDED when it already is void.',
  })
  @ApiOkResponse({ type: LeakCheckDto })
  @ApiErrors(400, 401, 403, 404, 409)
  voidLeakCheck(
    @Param('id', IdPipe) id: number,
    @Query() query: VoidLeakCheckQueryDto,
    @CurrentUser() actor: AuthUser,
  ) {
    return this.checks.void(id, query.reason, actor);
  }
}
