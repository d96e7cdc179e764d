import 'reflect-metadata';
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { loadConfig } from '../config/app-config';
import { buildOpenApiDocument, createApp } from '../app.setup';

/** Writes openapi/openapi.json from the code, without a database or a listening server. */
export async function generateOpenApi(): Promise<string> {
  const config = loadConfig({
    DATABASE_URL: 'postgresql://openapi@localhost/none',
    JWT_SECRET: 'openapi-generation-only-secret-0123456789',
    LOG_LEVEL: 'silent',
  });
  const app = await createApp(config, { connect: false });
  const document = buildOpenApiDocument(app);
  await app.close();
  return JSON.stringify(document, null, 2) + '\n';
}

if (require.main === module) {
  const target = resolve(__dirname, '../../../openapi/openapi.json');
  generateOpenApi()
    .then((json) => {
      writeFileSync(target, json);
      console.log(`Wrote ${target}`);
    })
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
