import { Body, Controller, Delete, Get, Param, Post, Put, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrors, ApiListQuery } from '../common/api-docs';
import { IdPipe } from '../common/id.pipe';
import { ListQueryDto } from '../common/list-query';
import { RequirePermission } from '../common/require-permission.decorator';
import { Idempotent } from '../idempotency/idempotent.decorator';
import { CreateCustomerDto, UpdateCustomerDto } from './dto/customer-input.dto';
import { CustomerDto } from './dto/customer.dto';
import { CustomersService } from './customers.service';

@ApiTags('customers')
@ApiBearerAuth()
@Controller('customers')
export class CustomersController {
  constructor(private readonly customers: CustomersService) {}

  @Get()
  @RequirePermission('customers:list')
  @ApiOperation({
    summary: 'List customers with their number of installations',
    description:
      'Filters: q (name, address, contact person, e-mail, phone), id. Sort: id, name, address, contactPerson, email, phone, installationCount, createdAt, updatedAt; default name ASC.',
  })
  @ApiListQuery('customers', CustomerDto)
  @ApiErrors(400, 401)
  listCustomers(@Query() query: ListQueryDto) {
    return this.customers.list(query);
  }

  @Get(':id')
  @RequirePermission('customers:show')
  @ApiOperation({ summary: 'One customer' })
  @ApiOkResponse({ type: CustomerDto })
  @ApiErrors(400, 401, 404)
  getCustomer(@Param('id', IdPipe) id: number) {
    return this.customers.findOne(id);
  }

  @Post()
  @Idempotent()
  @RequirePermission('customers:create')
  @ApiOperation({ summary: 'Register a customer (the owner or operator of installations)' })
  @ApiCreatedResponse({ type: CustomerDto })
  @ApiErrors(400, 401, 403)
  createCustomer(@Body() body: CreateCustomerDto) {
    return this.customers.create(body);
  }

  @Put(':id')
  @RequirePermission('customers:edit')
  @ApiOperation({ summary: 'Update a customer; fields left out stay unchanged, null clears an optional one' })
  @ApiOkResponse({ type: CustomerDto })
  @ApiErrors(400, 401, 403, 404)
  updateCustomer(@Param('id', IdPipe) id: number, @Body() body: UpdateCustomerDto) {
    return this.customers.update(id, body);
  }

  @Delete(':id')
  @RequirePermission('customers:delete')
  @ApiOperation({
    summary:
      'Delete a customer (administrators) and answer it as it was; 409 CUSTOMER_IN_USE while it has installations',
  })
  @ApiOkResponse({ type: CustomerDto })
  @ApiErrors(400, 401, 403, 404, 409)
  deleteCustomer(@Param('id', IdPipe) id: number) {
    return this.customers.remove(id);
  }
}
