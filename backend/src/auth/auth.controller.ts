import { Body, Controller, Get, HttpCode, Post, Put, Req } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { ApiErrors } from '../common/api-docs';
import { CurrentUser, type AuthUser } from '../common/current-user';
import { Public } from '../common/public.decorator';
import { UserDto } from '../users/dto/user.dto';
import { AuthService } from './auth.service';
import { LoginDto, RegisterDto, SessionDto, UpdateProfileDto } from './dto/auth.dto';

@ApiTags('auth')
@Controller('auth')
export class AuthController {
  constructor(private readonly auth: AuthService) {}

  @Public()
  @Post('register')
  @ApiOperation({ summary: 'Register; the first account becomes ADMIN, later ones MONTEUR' })
  @ApiCreatedResponse({ type: SessionDto })
  @ApiErrors(400, 403, 409)
  register(@Body() body: RegisterDto) {
    return this.auth.register(body);
  }

  @Public()
  @Post('login')
  @HttpCode(200)
  @ApiOperation({ summary: 'Sign in with e-mail and password' })
  @ApiOkResponse({ type: SessionDto })
  @ApiErrors(400, 401, 429)
  login(@Body() body: LoginDto, @Req() request: FastifyRequest) {
    return this.auth.login(body, request.ip);
  }

  @Get('me')
  @ApiBearerAuth()
  @ApiOperation({ summary: 'The signed-in user' })
  @ApiOkResponse({ type: UserDto })
  @ApiErrors(401)
  getMe(@CurrentUser() user: AuthUser) {
    return this.auth.me(user.id);
  }

  @Put('me')
  @ApiBearerAuth()
  @ApiOperation({
    summary: 'Update the own profile; a password change needs the current password and ends other sessions',
  })
  @ApiOkResponse({ type: SessionDto })
  @ApiErrors(400, 401, 409)
  updateMe(@CurrentUser() user: AuthUser, @Body() body: UpdateProfileDto) {
    return this.auth.updateProfile(user.id, body);
  }
}
