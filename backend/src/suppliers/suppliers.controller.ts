import { Body, Controller, Delete, Get, Param, Post, Put, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrors, ApiListQuery } from '../common/api-docs';
import { IdPipe } from '../common/id.pipe';
import { ListQueryDto } from '../common/list-query';
import { RequirePermission } from '../common/require-permission.decorator';
import { CreateSupplierDto, UpdateSupplierDto } from './dto/supplier-input.dto';
import { SupplierDto } from './dto/supplier.dto';
import { SupplierStatsDto } from './dto/supplier-stats.dto';
import { SuppliersService } from './suppliers.service';
import { Idempotent } from '../idempotency/idempotent.decorator';

@ApiTags('suppliers')
@ApiBearerAuth()
@Controller('suppliers')
export class SuppliersController {
  constructor(private readonly suppliers: SuppliersService) {}

  @Get()
  @RequirePermission('suppliers:list')
  @ApiOperation({
    summary:
      'List suppliers with the number of cylinders from each (filters q, id, hasCylinders; sortable by every column)',
  })
  @ApiListQuery('suppliers', SupplierDto)
  @ApiErrors(400, 401)
  listSuppliers(@Query() query: ListQueryDto) {
    return this.suppliers.list(query);
  }

  @Get('stats')
  @RequirePermission('suppliers:list')
  @ApiOperation({ summary: 'Number of suppliers, of their cylinders, and of suppliers with and without any' })
  @ApiOkResponse({ type: SupplierStatsDto })
  @ApiErrors(401)
  supplierStats() {
    return this.suppliers.stats();
  }

  @Get(':id')
  @RequirePermission('suppliers:show')
  @ApiOperation({ summary: 'One supplier' })
  @ApiOkResponse({ type: SupplierDto })
  @ApiErrors(400, 401, 404)
  getSupplier(@Param('id', IdPipe) id: number) {
    return this.suppliers.findOne(id);
  }

  @Post()
  @Idempotent()
  @RequirePermission('suppliers:create')
  @ApiOperation({ summary: 'Create a supplier (admin); optional text is trimmed and empty becomes null' })
  @ApiCreatedResponse({ type: SupplierDto })
  @ApiErrors(400, 401, 403)
  createSupplier(@Body() body: CreateSupplierDto) {
    return this.suppliers.create(body);
  }

  @Put(':id')
  @RequirePermission('suppliers:edit')
  @ApiOperation({
    summary: 'Update a supplier (admin); fields left out stay unchanged, null or empty clears optional text',
  })
  @ApiOkResponse({ type: SupplierDto })
  @ApiErrors(400, 401, 403, 404)
  updateSupplier(@Param('id', IdPipe) id: number, @Body() body: UpdateSupplierDto) {
    return this.suppliers.update(id, body);
  }

  @Delete(':id')
  @RequirePermission('suppliers:delete')
  @ApiOperation({
    summary:
      'Delete a supplier (admin) and answer it as it was; 409 SUPPLIER_IN_USE while cylinders point to it',
  })
  @ApiOkResponse({ type: SupplierDto })
  @ApiErrors(400, 401, 403, 404, 409)
  deleteSupplier(@Param('id', IdPipe) id: number) {
    return this.suppliers.remove(id);
  }
}
