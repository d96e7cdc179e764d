import { Controller, Get, HttpCode } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AppError } from '../common/app-error';
import { ApiErrors } from '../common/api-docs';
import { Public } from '../common/public.decorator';
import { DrainState } from './drain-state';
import { HealthRepository } from './health.repository';
import { shippedMigrations } from './schema-version';

@ApiTags('health')
@Controller('health')
export class HealthController {
  private readonly migrations = shippedMigrations();

  constructor(
    private readonly health: HealthRepository,
    private readonly drain: DrainState,
  ) {}

  @Public()
  @Get()
  @HttpCode(200)
  @ApiOperation({ summary: 'Liveness and database check' })
  @ApiOkResponse({ schema: { example: { status: 'ok', database: 'ok' } } })
  @ApiErrors(503)
  async getHealth() {
    try {
      await this.health.ping();
    } catch {
      throw new AppError('DATABASE_UNAVAILABLE', 'The database does not answer');
    }
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
    if (this.drain.draining) throw new AppError('SHUTTING_DOWN', 'This instance is stopping');
    let applied: Set<string>;
    try {
      applied = new Set(await this.health.appliedMigrations());
    } catch (error) {
      // No migrations table yet: connected, but the schema was never migrated.
      if ((error as { code?: string }).code === '42P01') throw this.schemaBehind();
      throw new AppError('DATABASE_UNAVAILABLE', 'The database does not answer');
    }
    if (!this.migrations.every((name) => applied.has(name))) throw this.schemaBehind();
    return { status: 'ready', database: 'ok', schema: 'ok' };
  }

  private schemaBehind(): AppError {
    return new AppError(
      'SCHEMA_OUTDATED',
      'The database schema is not at the latest migration: run npm run db:migrate',
    );
  }
}
