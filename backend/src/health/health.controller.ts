import { Controller, Get, HttpCode } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../common/app-error';
import { ApiErrors } from '../common/api-docs';
import { Public } from '../common/public.decorator';

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(private readonly em: EntityManager) {}

  @Public()
  @Get()
  @HttpCode(200)
  @ApiOperation({ summary: 'Liveness and database check' })
  @ApiOkResponse({ schema: { example: { status: 'ok', database: 'ok' } } })
  @ApiErrors(503)
  async getHealth() {
    try {
      await this.em.getConnection().execute('select 1');
    } catch {
      throw new AppError(503, 'DATABASE_UNAVAILABLE', 'The database does not answer');
    }
    return { status: 'ok', database: 'ok' };
  }
}
