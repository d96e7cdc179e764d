import { DynamicModule, Module } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import type { AppConfig } from './config/app-config';
import { ConfigModule } from './config/config.module';
import { createOrmConfig } from './mikro-orm.config';
import { usePreparedStatements } from './database/native-query';
import { ChangeFeedModule } from './database/change-feed.module';
import { CommittedStateModule } from './database/committed-state.module';
import { INSTANCE_APPLICATION_NAME } from './database/instance-name';
import { AuthModule } from './auth/auth.module';
import { HealthModule } from './health/health.module';
import { IdempotencyModule } from './idempotency/idempotency.module';
import { SettingsModule } from './settings/settings.module';
import { UsersModule } from './users/users.module';
import { FEATURE_MODULES } from './feature-modules';

@Module({})
export class AppModule {
  /** `connect: false` lets the OpenAPI script build the app without a database. */
  static forRoot(config: AppConfig, { connect = true }: { connect?: boolean } = {}): DynamicModule {
    usePreparedStatements(config.databasePreparedStatements);
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        MikroOrmModule.forRoot({
          ...createOrmConfig(config.databaseUrl),
          connect,
          registerRequestContext: true,
          driverOptions: { connection: { application_name: INSTANCE_APPLICATION_NAME } },
        }),
        ChangeFeedModule.forRoot(connect),
        CommittedStateModule,
        SettingsModule,
        IdempotencyModule,
        AuthModule,
        UsersModule,
        HealthModule,
        ...FEATURE_MODULES,
      ],
    };
  }
}
