import {
  Body,
  Controller,
  Delete,
  Get,
  Headers,
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
import { QrPngRoute, QrSvgRoute } from '../labels/qr-label-route';
import { ApiErrors, ApiListQuery } from '../common/api-docs';
import { csvAttachment } from '../common/csv';
import { csvLanguage, ExportQueryDto } from '../common/csv-language';
import { IdPipe } from '../common/id.pipe';
import { COUNT_AHEAD, ListQueryDto } from '../common/list-query';
import { RequirePermission } from '../common/require-permission.decorator';
import { cylinderUrl } from './cylinder.mapper';
import { QrCodeService } from '../labels/qr-code.service';
import { CylindersExportService } from './cylinders-export.service';
import { cylinderNotFound, CylindersService } from './cylinders.service';
import { CylinderDetailQueryDto } from './dto/cylinder-detail-query.dto';
import { CylinderDetailDto } from './dto/cylinder-detail.dto';
import { CreateCylinderDto, ReturnCylinderDto, UpdateCylinderDto } from './dto/cylinder-input.dto';
import { ReturnSlipQueryDto } from './dto/return-slip-query.dto';
import { pdfFile } from '../common/pdf/pdf-report';
import { CylinderDto } from './dto/cylinder.dto';
import { Idempotent } from '../idempotency/idempotent.decorator';

@ApiTags('cylinders')
@ApiBearerAuth()
@Controller('cylinders')
export class CylindersController {
  constructor(
    private readonly cylinders: CylindersService,
    private readonly exporter: CylindersExportService,
    private readonly qr: QrCodeService,
  ) {}

  @Get()
  @RequirePermission('cylinders:list')
  @ApiOperation({
    summary: 'List cylinders',
    description:
      'Filters: q (serial number, gas type, location), status, ownership, cylinderType, gasType (exact, case-insensitive), ' +
      'supplierId, refrigerantId, hasWeightGap, fillLevel, createdFrom, id. Sort: id, serialNumber, gasType, status, location, ' +
      'supplierName, ownership, purchaseDate, cylinderType, currentWeight, fillPercent, createdAt, lastLogDate.',
  })
  @ApiListQuery('cylinders', CylinderDto, { unfilteredTotal: true, countAhead: COUNT_AHEAD })
  @ApiErrors(400, 401)
  listCylinders(@Query() query: ListQueryDto) {
    return this.cylinders.list(query);
  }

  @Get('export.csv')
  @RequirePermission('cylinders:export')
  @ApiOperation({
    summary: 'The cylinder register as CSV (same filters and sort as the list; up to 100,000 rows)',
    description:
      "Semicolon-separated, UTF-8 with BOM, CRLF, decimal comma; text cells starting with = + - @ are prefixed with '. " +
      'lang=en: English headers, API codes as values (the long-standing format). lang=nl: Dutch headers and words, ' +
      'then the codes again in the columns cylinderType, status, ownership, fillLevel at the end.',
  })
  @ApiProduces('text/csv')
  @ApiOkResponse({
    description: 'fgas-cylinders-YYYY-MM-DD.csv',
    schema: { type: 'string', format: 'binary' },
  })
  @ApiErrors(400, 401)
  async exportCylinders(
    @Query() query: ExportQueryDto,
    @Headers('accept-language') acceptLanguage?: string,
  ): Promise<StreamableFile> {
    const { fileName, stream } = await this.exporter.export(query, csvLanguage(query.lang, acceptLanguage));
    return csvAttachment(stream, fileName);
  }

  @Get(':id')
  @RequirePermission('cylinders:show')
  @ApiOperation({
    summary: 'One cylinder with its newest live log entries (newest first, 500 unless logsLimit)',
  })
  @ApiOkResponse({ type: CylinderDetailDto })
  @ApiErrors(400, 401, 404)
  getCylinder(
    @Param('id', IdPipe) id: number,
    @Query() query: CylinderDetailQueryDto,
  ): Promise<CylinderDetailDto> {
    return this.cylinders.findDetail(id, query.logsLimit);
  }

  @Post()
  @Idempotent()
  @RequirePermission('cylinders:create')
  @ApiOperation({
    summary: 'Create a cylinder',
    description: 'Received (receivedOn) in a signed-off year with content: 409 YEAR_SIGNED_OFF.',
  })
  @ApiCreatedResponse({ type: CylinderDto })
  @ApiErrors(400, 401, 403, 409)
  createCylinder(@Body() body: CreateCylinderDto): Promise<CylinderDto> {
    return this.cylinders.create(body);
  }

  @Put(':id')
  @RequirePermission('cylinders:edit')
  @ApiOperation({
    summary: 'Update a cylinder; send the version you read (a stale one answers 409 STALE_VERSION)',
    description:
      "An edit that would change a signed-off year's balance (tare, delivery weight, receivedOn, gas or " +
      'refrigerant of a cylinder with content or entries in that year) answers 409 YEAR_SIGNED_OFF.',
  })
  @ApiOkResponse({ type: CylinderDto })
  @ApiErrors(400, 401, 403, 404, 409)
  updateCylinder(@Param('id', IdPipe) id: number, @Body() body: UpdateCylinderDto): Promise<CylinderDto> {
    return this.cylinders.update(id, body);
  }

  @Post(':id/return')
  @Idempotent()
  @RequirePermission('cylinders:edit')
  @ApiOperation({
    summary:
      'Return the cylinder to its supplier: status INACTIVE with returnedOn set (out of pickers and stock, records kept); ' +
      'twice: 409 CYLINDER_ALREADY_RETURNED',
    description:
      'Dated in a signed-off year: 409 YEAR_SIGNED_OFF; dated before a live entry of the cylinder: ' +
      '409 RETURN_BEFORE_LAST_ENTRY (params lastEntryOn). Afterwards the cylinder takes no entry dated after ' +
      'returnedOn (409 CYLINDER_RETURNED).',
  })
  @ApiCreatedResponse({ type: CylinderDto })
  @ApiErrors(400, 401, 403, 404, 409)
  returnCylinder(@Param('id', IdPipe) id: number, @Body() body: ReturnCylinderDto): Promise<CylinderDto> {
    return this.cylinders.returnToSupplier(id, body);
  }

  @Get(':id/return-slip.pdf')
  @RequirePermission('cylinders:show')
  @ApiOperation({
    summary: 'The return slip of a returned cylinder (PDF, A4) to hand to the supplier',
    description:
      'Who returns it (the organisation and its F-gas certificate) to whom (the supplier), the cylinder, the day and ' +
      'reference of the return, the gross and tare weights and the refrigerant still in it (with CO2e), and boxes ' +
      'to sign. lang (nl|en; default the Accept-Language, else nl; en without that header). 409 ' +
      'CYLINDER_NOT_RETURNED before the return (POST /api/cylinders/{id}/return).',
  })
  @ApiProduces('application/pdf')
  @ApiOkResponse({ description: 'PDF file (A4)', schema: { type: 'string', format: 'binary' } })
  @ApiErrors(400, 401, 404, 409)
  async getCylinderReturnSlip(
    @Param('id', IdPipe) id: number,
    @Query() query: ReturnSlipQueryDto,
    @Headers('accept-language') acceptLanguage?: string,
  ): Promise<StreamableFile> {
    const { pdf, fileName } = await this.cylinders.returnSlip(id, csvLanguage(query.lang, acceptLanguage));
    return pdfFile(pdf, fileName);
  }

  @Delete(':id')
  @RequirePermission('cylinders:delete')
  @ApiOperation({
    summary: 'Erase a cylinder without log entries (admin); with entries: 409 CYLINDER_HAS_LOGS',
    description: "One that holds gas in a signed-off year's balance: 409 YEAR_SIGNED_OFF.",
  })
  @ApiOkResponse({ type: CylinderDto, description: 'The cylinder as it was' })
  @ApiErrors(400, 401, 403, 404, 409)
  deleteCylinder(@Param('id', IdPipe) id: number): Promise<CylinderDto> {
    return this.cylinders.remove(id);
  }

  @QrPngRoute("The cylinder's", 'qrCode')
  async getCylinderQrPng(@Param('id', IdPipe) id: number): Promise<Buffer> {
    return this.qr.png(await this.labelUrl(id));
  }

  @QrSvgRoute("The cylinder's", 'qrCode')
  async getCylinderQrSvg(@Param('id', IdPipe) id: number): Promise<string> {
    return this.qr.svg(await this.labelUrl(id));
  }

  private async labelUrl(id: number): Promise<string> {
    const [exists, publicUrl] = await Promise.all([this.cylinders.exists(id), this.cylinders.publicUrl()]);
    if (!exists) throw cylinderNotFound();
    return cylinderUrl(publicUrl, id);
  }
}
