import 'reflect-metadata';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { loadConfig } from './config/app-config';
import { createApp } from './app.setup';
import { UsersService } from './users/users.service';
import { drainAndClose } from './health/graceful-shutdown';

export { drainAndClose };

/**
 * Boots the API. The database must already be migrated (scripts/start.mjs or npm run db:migrate). Signals
 * are the caller's: scripts/start.mjs drains (health/graceful-shutdown.ts) and then stops the database.
 */
export async function bootstrap(): Promise<NestFastifyApplication> {
  const config = loadConfig();
  const app = await createApp(config);
  await app.get(UsersService).ensureInitialAdmin();
  await app.listen(config.port, config.host);
  return app;
}

if (require.main === module) {
  bootstrap()
    .then((app) => {
      const stop = () => {
        void drainAndClose(app, loadConfig().shutdownTimeoutSeconds * 1000).then(() => process.exit(0));
      };
      process.once('SIGTERM', stop);
      process.once('SIGINT', stop);
    })
    .catch((error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    });
}
