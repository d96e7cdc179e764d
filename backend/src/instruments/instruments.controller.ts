import { Body, Controller, Delete, Get, Param, Post, Put, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrors, ApiListQuery } from '../common/api-docs';
import { IdPipe } from '../common/id.pipe';
import { ListQueryDto } from '../common/list-query';
import { RequirePermission } from '../common/require-permission.decorator';
import { Idempotent } from '../idempotency/idempotent.decorator';
import { CreateInstrumentDto, UpdateInstrumentDto } from './dto/instrument-input.dto';
import { InstrumentDto } from './dto/instrument.dto';
import { InstrumentsService } from './instruments.service';

@ApiTags('instruments')
@ApiBearerAuth()
@Controller('instruments')
export class InstrumentsController {
  constructor(private readonly instruments: InstrumentsService) {}

  @Get()
  @RequirePermission('instruments:list')
  @ApiOperation({
    summary:
      'List measuring instruments (filters q on serial number and make, id, kind, overdue; sortable by every column)',
  })
  @ApiListQuery('instruments', InstrumentDto)
  @ApiErrors(400, 401)
  listInstruments(@Query() query: ListQueryDto) {
    return this.instruments.list(query);
  }

  @Get(':id')
  @RequirePermission('instruments:show')
  @ApiOperation({ summary: 'One instrument' })
  @ApiOkResponse({ type: InstrumentDto })
  @ApiErrors(400, 401, 404)
  getInstrument(@Param('id', IdPipe) id: number) {
    return this.instruments.findOne(id);
  }

  @Post()
  @Idempotent()
  @RequirePermission('instruments:create')
  @ApiOperation({
    summary: 'Register an instrument (admin); 409 INSTRUMENT_SERIAL_TAKEN for a known kind and serial',
  })
  @ApiCreatedResponse({ type: InstrumentDto })
  @ApiErrors(400, 401, 403, 409)
  createInstrument(@Body() body: CreateInstrumentDto) {
    return this.instruments.create(body);
  }

  @Put(':id')
  @RequirePermission('instruments:edit')
  @ApiOperation({
    summary:
      'Update an instrument (admin), e.g. after a calibration; fields left out stay unchanged, null clears make and dates',
  })
  @ApiOkResponse({ type: InstrumentDto })
  @ApiErrors(400, 401, 403, 404, 409)
  updateInstrument(@Param('id', IdPipe) id: number, @Body() body: UpdateInstrumentDto) {
    return this.instruments.update(id, body);
  }

  @Delete(':id')
  @RequirePermission('instruments:delete')
  @ApiOperation({
    summary:
      'Delete an instrument (admin) and answer it as it was; 409 INSTRUMENT_IN_USE while log entries or leak checks name it',
  })
  @ApiOkResponse({ type: InstrumentDto })
  @ApiErrors(400, 401, 403, 404, 409)
  deleteInstrument(@Param('id', IdPipe) id: number) {
    return this.instruments.remove(id);
  }
}
