import { Body, Controller, Delete, Get, Param, Post, Put, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrors, ApiListQuery } from '../common/api-docs';
import { IdPipe } from '../common/id.pipe';
import { ListQueryDto } from '../common/list-query';
import { RequirePermission } from '../common/require-permission.decorator';
import { CreateRefrigerantDto, UpdateRefrigerantDto } from './dto/refrigerant-input.dto';
import { RefrigerantDto } from './dto/refrigerant.dto';
import { RefrigerantStatsDto } from './dto/refrigerant-stats.dto';
import { RefrigerantsService } from './refrigerants.service';
import { Idempotent } from '../idempotency/idempotent.decorator';

@ApiTags('refrigerants')
@ApiBearerAuth()
@Controller('refrigerants')
export class RefrigerantsController {
  constructor(private readonly refrigerants: RefrigerantsService) {}

  @Get()
  @RequirePermission('refrigerants:list')
  @ApiOperation({
    summary:
      'List refrigerants with the number of cylinders using each (filters q, type, id; sortable by every column)',
  })
  @ApiListQuery('refrigerants', RefrigerantDto)
  @ApiErrors(400, 401)
  listRefrigerants(@Query() query: ListQueryDto) {
    return this.refrigerants.list(query);
  }

  @Get('stats')
  @RequirePermission('refrigerants:list')
  @ApiOperation({ summary: 'Number of refrigerants in all and per GWP band' })
  @ApiOkResponse({ type: RefrigerantStatsDto })
  @ApiErrors(401)
  refrigerantStats() {
    return this.refrigerants.stats();
  }

  @Get(':id')
  @RequirePermission('refrigerants:show')
  @ApiOperation({ summary: 'One refrigerant' })
  @ApiOkResponse({ type: RefrigerantDto })
  @ApiErrors(400, 401, 404)
  getRefrigerant(@Param('id', IdPipe) id: number) {
    return this.refrigerants.findOne(id);
  }

  @Post()
  @Idempotent()
  @RequirePermission('refrigerants:create')
  @ApiOperation({ summary: 'Create a refrigerant (admin); the name is unique regardless of case' })
  @ApiCreatedResponse({ type: RefrigerantDto })
  @ApiErrors(400, 401, 403, 409)
  createRefrigerant(@Body() body: CreateRefrigerantDto) {
    return this.refrigerants.create(body);
  }

  @Put(':id')
  @RequirePermission('refrigerants:edit')
  @ApiOperation({
    summary: 'Update a refrigerant (admin); fields left out stay unchanged, gwp null clears it',
  })
  @ApiOkResponse({ type: RefrigerantDto })
  @ApiErrors(400, 401, 403, 404, 409)
  updateRefrigerant(@Param('id', IdPipe) id: number, @Body() body: UpdateRefrigerantDto) {
    return this.refrigerants.update(id, body);
  }

  @Delete(':id')
  @RequirePermission('refrigerants:delete')
  @ApiOperation({
    summary:
      'Delete a refrigerant (admin) and answer it as it was; 409 REFRIGERANT_IN_USE while cylinders use it',
  })
  @ApiOkResponse({ type: RefrigerantDto })
  @ApiErrors(400, 401, 403, 404, 409)
  deleteRefrigerant(@Param('id', IdPipe) id: number) {
    return this.refrigerants.remove(id);
  }
}
