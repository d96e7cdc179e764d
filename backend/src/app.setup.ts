import { existsSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import type { LogLevel } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import helmet from '@fastify/helmet';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from './config/app-config';
import { AppModule } from './app.module';
import { AllExceptionsFilter } from './common/all-exceptions.filter';
import { ContentRangeInterceptor } from './common/content-range.interceptor';
import { rejectControlCharacters } from './common/control-characters';
import { createValidationPipe } from './common/validation';

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
  app.useGlobalInterceptors(new ContentRangeInterceptor());
  app.enableCors({
    origin: config.corsOrigins.length > 0 ? config.corsOrigins : false,
    exposedHeaders: ['Content-Range', 'X-Request-Id'],
    allowedHeaders: ['Authorization', 'Content-Type', 'Range', 'Accept-Language'],
    methods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
  });
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        mediaSrc: ["'self'", 'blob:'],
        workerSrc: ["'self'", 'blob:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });

  const fastify = app.getHttpAdapter().getInstance();
  fastify.addHook('onSend', async (request, reply) => {
    reply.header('X-Request-Id', request.id);
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
