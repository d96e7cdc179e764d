import { Body, Controller, Delete, Get, Param, Post, Put, Query } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiExtraModels,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  getSchemaPath,
} from '@nestjs/swagger';
import { ApiErrors, ApiListQuery } from '../common/api-docs';
import { CurrentUser, type AuthUser } from '../common/current-user';
import { IdPipe } from '../common/id.pipe';
import { ListQueryDto } from '../common/list-query';
import { RequirePermission } from '../common/require-permission.decorator';
import { CreateUserDto, UpdateUserDto } from './dto/user-input.dto';
import { UserDto, UserSummaryDto } from './dto/user.dto';
import { UsersService } from './users.service';
import { Idempotent } from '../idempotency/idempotent.decorator';

const userOrSummary = { oneOf: [{ $ref: getSchemaPath(UserDto) }, { $ref: getSchemaPath(UserSummaryDto) }] };

@ApiTags('users')
@ApiBearerAuth()
@ApiExtraModels(UserDto, UserSummaryDto)
@Controller('users')
export class UsersController {
  constructor(private readonly users: UsersService) {}

  @Get()
  @RequirePermission('users:list')
  @ApiOperation({ summary: 'List users (admins see e-mail addresses; fitters see id, name, role)' })
  @ApiListQuery('users', userOrSummary)
  @ApiErrors(400, 401)
  listUsers(@Query() query: ListQueryDto, @CurrentUser() viewer: AuthUser) {
    return this.users.list(query, viewer);
  }

  @Get(':id')
  @RequirePermission('users:show')
  @ApiOperation({ summary: 'One user' })
  @ApiOkResponse({ schema: userOrSummary })
  @ApiErrors(400, 401, 404)
  getUser(@Param('id', IdPipe) id: number, @CurrentUser() viewer: AuthUser) {
    return this.users.findOne(id, viewer);
  }

  @Post()
  @Idempotent()
  @RequirePermission('users:create')
  @ApiOperation({ summary: 'Create a user (admin)' })
  @ApiOkResponse({ type: UserDto })
  @ApiErrors(400, 401, 403, 409)
  createUser(@Body() body: CreateUserDto) {
    return this.users.create(body);
  }

  @Put(':id')
  @RequirePermission('users:edit')
  @ApiOperation({ summary: 'Update a user (admin); an empty or missing password leaves it unchanged' })
  @ApiOkResponse({ type: UserDto })
  @ApiErrors(400, 401, 403, 404, 409)
  updateUser(@Param('id', IdPipe) id: number, @Body() body: UpdateUserDto) {
    return this.users.update(id, body);
  }

  @Delete(':id')
  @RequirePermission('users:delete')
  @ApiOperation({ summary: 'Delete a user (admin); a user that records point to is deactivated instead' })
  @ApiOkResponse({ type: UserDto })
  @ApiErrors(400, 401, 403, 404, 409)
  deleteUser(@Param('id', IdPipe) id: number, @CurrentUser() actor: AuthUser) {
    return this.users.remove(id, actor);
  }
}
