import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { QrPngRoute, QrSvgRoute } from '../labels/qr-label-route';
import { ApiErrors, ApiListQuery } from '../common/api-docs';
import { CurrentUser, type AuthUser } from '../common/current-user';
import { IdPipe } from '../common/id.pipe';
import { ListQueryDto } from '../common/list-query';
import { RequirePermission } from '../common/require-permission.decorator';
import { Idempotent } from '../idempotency/idempotent.decorator';
import { QrCodeService } from '../labels/qr-code.service';
import {
  CreateInstallationDto,
  DecommissionInstallationDto,
  UpdateInstallationDto,
} from './dto/installation-input.dto';
import { InstallationDto } from './dto/installation.dto';
import { InstallationsService } from './installations.service';

const SCHEDULE =
  'The server computes the leak-check schedule (Regulation (EU) 2024/573 Art. 5): leakCheckIntervalMonths from the charge in t CO2e ' +
  '(5 to < 50: 12, 50 to < 500: 6, >= 500: 3 months; 24/12/6 with a leak detection system; HFOs by kg: 1/10/100 kg), null when exempt ' +
  '(below the threshold, hermetically sealed below 10 t CO2e, no GWP); a decommissioned installation keeps the interval it had. ' +
  'nextLeakCheckDue one interval after the last check (never checked: after installedOn, or the day it was registered), earlier while ' +
  'a repair awaits its follow-up (within a month of repairedOn); null when exempt or decommissioned. leakCheckStatus LEAK_UNREPAIRED ' +
  'while a leak found has no repair on record (leakUnrepairedSince), whatever is due.';

@ApiTags('installations')
@ApiBearerAuth()
@Controller('installations')
export class InstallationsController {
  constructor(
    private readonly installations: InstallationsService,
    private readonly qr: QrCodeService,
  ) {}

  @Get()
  @RequirePermission('installations:list')
  @ApiOperation({
    summary: 'List installations with their leak-check schedule',
    description:
      'Filters: q (name, customer name, address, serial number), id, customerId, refrigerantId, status (ACTIVE|DECOMMISSIONED), category, ' +
      'leakCheckStatus (LEAK_UNREPAIRED|EXEMPT|OK|DUE_SOON|OVERDUE|NEVER_CHECKED). Sort: id, name, customerName, address, category, serialNumber, gasType, ' +
      'chargeKg, installedOn, status, leakCheckIntervalMonths, lastLeakCheckOn, nextLeakCheckDue (nulls last), createdAt; default name ASC. ' +
      SCHEDULE,
  })
  @ApiListQuery('installations', InstallationDto)
  @ApiErrors(400, 401)
  listInstallations(@Query() query: ListQueryDto) {
    return this.installations.list(query);
  }

  @Get(':id')
  @RequirePermission('installations:show')
  @ApiOperation({ summary: 'One installation', description: SCHEDULE })
  @ApiOkResponse({ type: InstallationDto })
  @ApiErrors(400, 401, 404)
  getInstallation(@Param('id', IdPipe) id: number) {
    return this.installations.findOne(id);
  }

  @Post()
  @Idempotent()
  @RequirePermission('installations:create')
  @ApiOperation({
    summary: 'Register an installation (one refrigerant circuit)',
    description:
      '400 CUSTOMER_NOT_FOUND, REFRIGERANT_NOT_FOUND; 409 INSTALLATION_NAME_TAKEN (the name is unique per customer, case-insensitive). ' +
      SCHEDULE,
  })
  @ApiCreatedResponse({ type: InstallationDto })
  @ApiErrors(400, 401, 403, 409)
  createInstallation(@Body() body: CreateInstallationDto) {
    return this.installations.create(body);
  }

  @Put(':id')
  @RequirePermission('installations:edit')
  @ApiOperation({
    summary: 'Update an installation; fields left out stay unchanged, null clears an optional one',
    description:
      'A change of charge, refrigerant, sealing, leak detection or installation date recomputes the schedule. ' +
      SCHEDULE,
  })
  @ApiOkResponse({ type: InstallationDto })
  @ApiErrors(400, 401, 403, 404, 409)
  updateInstallation(@Param('id', IdPipe) id: number, @Body() body: UpdateInstallationDto) {
    return this.installations.update(id, body);
  }

  @Delete(':id')
  @RequirePermission('installations:delete')
  @ApiOperation({
    summary:
      'Delete an installation (administrators) and answer it as it was; 409 INSTALLATION_IN_USE when mutations or leak checks name it (decommission it instead)',
  })
  @ApiOkResponse({ type: InstallationDto })
  @ApiErrors(400, 401, 403, 404, 409)
  deleteInstallation(@Param('id', IdPipe) id: number) {
    return this.installations.remove(id);
  }

  @Post(':id/decommission')
  @HttpCode(200)
  @RequirePermission('installations:decommission')
  @ApiOperation({
    summary: 'Decommission an installation (administrators)',
    description:
      'Sets status DECOMMISSIONED with the date and what happened to the gas; it then takes no new mutations or leak checks ' +
      '(400 INSTALLATION_DECOMMISSIONED), and the entries already linked (the recovery reclaims) stay. 409 INSTALLATION_ALREADY_DECOMMISSIONED.',
  })
  @ApiOkResponse({ type: InstallationDto })
  @ApiErrors(400, 401, 403, 404, 409)
  decommissionInstallation(
    @Param('id', IdPipe) id: number,
    @Body() body: DecommissionInstallationDto,
    @CurrentUser() actor: AuthUser,
  ) {
    return this.installations.decommission(id, body, actor);
  }

  @QrPngRoute("The installation's", '<public URL>/installations/<id>')
  async getInstallationQrPng(@Param('id', IdPipe) id: number): Promise<Buffer> {
    return this.qr.png(await this.installations.labelUrl(id));
  }

  @QrSvgRoute("The installation's", '<public URL>/installations/<id>')
  async getInstallationQrSvg(@Param('id', IdPipe) id: number): Promise<string> {
    return this.qr.svg(await this.installations.labelUrl(id));
  }
}
