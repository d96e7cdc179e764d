import { Controller, Get } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { RequirePermission } from '../common/require-permission.decorator';
import { ApiErrors } from '../common/api-docs';
import { DashboardStatsDto } from './dto/dashboard-stats.dto';
import { StatsService } from './stats.service';

@ApiTags('stats')
@ApiBearerAuth()
@Controller('stats')
export class StatsController {
  constructor(private readonly stats: StatsService) {}

  @Get('dashboard')
  @RequirePermission('dashboard:access')
  @ApiOperation({
    summary:
      'Dashboard figures: cylinders by type and status, content and CO2e, inventory per gas type, weight gaps, latest mutations',
  })
  @ApiOkResponse({ type: DashboardStatsDto })
  @ApiErrors(401)
  getDashboardStats() {
    return this.stats.dashboard();
  }
}
