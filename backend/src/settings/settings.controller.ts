import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '../common/api-docs';
import { Public } from '../common/public.decorator';
import { RequirePermission } from '../common/require-permission.decorator';
import { PublicSettingsDto, SettingsDto, UpdateSettingsDto } from './dto/settings.dto';
import { SettingsService } from './settings.service';

@ApiTags('settings')
@Controller('settings')
export class SettingsController {
  constructor(private readonly settings: SettingsService) {}

  @Public()
  @Get('public')
  @ApiOperation({ summary: 'What the sign-in page needs: is registration open, the organisation name' })
  @ApiOkResponse({ type: PublicSettingsDto })
  @ApiErrors(500)
  getPublicSettings() {
    return this.settings.getPublic();
  }

  @Get()
  @ApiBearerAuth()
  @RequirePermission('settings:show')
  @ApiOperation({ summary: 'Application settings' })
  @ApiOkResponse({ type: SettingsDto })
  @ApiErrors(401)
  getSettings() {
    return this.settings.get({ heard: true });
  }

  @Put()
  @ApiBearerAuth()
  @RequirePermission('settings:edit')
  @ApiOperation({ summary: 'Change application settings (admin)' })
  @ApiOkResponse({ type: SettingsDto })
  @ApiErrors(400, 401, 403)
  updateSettings(@Body() body: UpdateSettingsDto) {
    return this.settings.update(body);
  }
}
