import 'reflect-metadata';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { loadConfig } from './config/app-config';
import { createApp } from './app.setup';
import { UsersService } from './users/users.service';

/** Boots the API. The database must already be migrated (scripts/start.mjs or npm run db:migrate). */
export async function bootstrap(): Promise<NestFastifyApplication> {
  const config = loadConfig();
  const app = await createApp(config);
  app.enableShutdownHooks();
  await app.get(UsersService).ensureInitialAdmin();
  await app.listen(config.port, config.host);
  return app;
}

if (require.main === module) {
  bootstrap().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
