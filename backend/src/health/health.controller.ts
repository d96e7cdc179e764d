import { Controller, Get, HttpCode } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '../common/api-docs';
import { Public } from '../common/public.decorator';
import { HealthService } from './health.service';

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(private readonly health: HealthService) {}

  @Public()
  @Get()
  @HttpCode(200)
  @ApiOperation({ summary: 'Liveness and database check' })
  @ApiOkResponse({ schema: { example: { status: 'ok', database: 'ok' } } })
  @ApiErrors(503)
  async getHealth() {
    await this.health.live();
    return { status: 'ok', database: 'ok' };
  }

  @Public()
  @Get('ready')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Readiness: the database answers and its schema is at the latest migration; 503 otherwise and while the instance stops',
  })
  @ApiOkResponse({ schema: { example: { status: 'ready', database: 'ok', schema: 'ok' } } })
  @ApiErrors(503)
  async getReadiness() {
    await this.health.ready();
    return { status: 'ready', database: 'ok', schema: 'ok' };
  }
}
