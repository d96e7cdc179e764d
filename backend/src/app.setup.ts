import { existsSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import type { LogLevel } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from './config/app-config';
import { AppModule } from './app.module';
import { AllExceptionsFilter } from './common/all-exceptions.filter';
import { sendPage } from './common/content-range';
import { securityHeaders } from './common/security-headers';
import { StatsService } from './stats/stats.service';
import { rejectControlCharacters } from './common/control-characters';
import { createValidationPipe } from './common/validation';

/** Requests that change nothing: they leave the cached dashboard figures alone. */
const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const LOG_LEVELS: Record<AppConfig['logLevel'], LogLevel[]> = {
  silent: [],
  error: ['error', 'fatal'],
  warn: ['error', 'fatal', 'warn'],
  log: ['error', 'fatal', 'warn', 'log'],
};

export function buildOpenApiDocument(app: NestFastifyApplication): OpenAPIObject {
  const options = new DocumentBuilder()
    .setTitle('F-gas cylinders API')
    .setDescription(
      'Refrigerant-cylinder register: cylinders, mutation log, refrigerants, suppliers, users, statistics and labels. ' +
        'Lists speak the ra-data-simple-rest dialect (sort, range, filter as JSON query parameters; Content-Range header). ' +
        'Errors: { statusCode, code, error, message, params?, fields?, requestId }.',
    )
    .setVersion('1.0.0')
    .addBearerAuth({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT' })
    .build();
  return SwaggerModule.createDocument(app, options, {
    operationIdFactory: (_controllerKey: string, methodKey: string) => methodKey,
  });
}

/** The one setup shared by the server, the API tests and the OpenAPI script. */
export async function createApp(
  config: AppConfig,
  { connect = true }: { connect?: boolean } = {},
): Promise<NestFastifyApplication> {
  const adapter = new FastifyAdapter({
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
    genReqId: () => randomUUID(),
    requestIdHeader: false,
  });
  const app = await NestFactory.create<NestFastifyApplication>(
    AppModule.forRoot(config, { connect }),
    adapter,
    {
      logger: LOG_LEVELS[config.logLevel],
      abortOnError: false,
    },
  );
  app.setGlobalPrefix('api');
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new AllExceptionsFilter());
  app.enableCors({
    origin: config.corsOrigins.length > 0 ? config.corsOrigins : false,
    exposedHeaders: ['Content-Range', 'X-Request-Id'],
    allowedHeaders: ['Authorization', 'Content-Type', 'Range', 'Accept-Language'],
    methods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
  });
  const fastify = app.getHttpAdapter().getInstance();
  // Synchronous hooks rather than Nest interceptors: no per-request Observable or AsyncResource.
  const headers = securityHeaders();
  const stats = app.get(StatsService);
  fastify.addHook('onRequest', (request, reply, done) => {
    reply.headers(headers).header('X-Request-Id', request.id);
    // A write drops the cached dashboard figures before it runs and again before its answer is sent.
    if (!READ_METHODS.has(request.method)) stats.invalidate();
    done();
  });
  fastify.addHook('preSerialization', sendPage);
  fastify.addHook('onSend', (request, _reply, payload, done) => {
    if (!READ_METHODS.has(request.method)) stats.invalidate();
    done(null, payload);
  });
  // After body parsing, before any route: NUL and other control characters in text are a 400, never a 500.
  fastify.addHook('preValidation', rejectControlCharacters);

  SwaggerModule.setup('api/docs', app, () => buildOpenApiDocument(app), {
    jsonDocumentUrl: 'api/docs-json',
    customSiteTitle: 'F-gas cylinders API',
  });

  if (config.frontendDist && existsSync(join(config.frontendDist, 'index.html'))) {
    await serveWebApp(app, config.frontendDist);
  }
  await app.init();
  return app;
}

/** The built web app on the same origin; every non-API path falls back to index.html (client routing). */
async function serveWebApp(app: NestFastifyApplication, root: string): Promise<void> {
  // Loaded only when a built web app is served: @fastify/static pulls in ESM-only modules.
  const { default: fastifyStatic } = await import('@fastify/static');
  await app.register(fastifyStatic, {
    root,
    prefix: '/',
    wildcard: false,
    index: false,
    setHeaders: (reply: FastifyReply, path: string) => {
      if (path.startsWith(join(root, 'assets')))
        reply.header('Cache-Control', 'public, max-age=31536000, immutable');
    },
  });
  const fastify = app.getHttpAdapter().getInstance();
  fastify.get('/*', (request: FastifyRequest, reply: FastifyReply) => {
    if (request.url === '/api' || request.url.startsWith('/api/')) return reply.callNotFound();
    return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
  });
}
