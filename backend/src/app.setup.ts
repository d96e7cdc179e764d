import { existsSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { join, sep } from 'node:path';
import { Logger, type LogLevel } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import fastifyCompress from '@fastify/compress';
import fastifyPlugin from 'fastify-plugin';
import type { FastifyReply, FastifyRequest, RawServerDefault } from 'fastify';
import type { AppConfig } from './config/app-config';
import { AppModule } from './app.module';
import { AllExceptionsFilter, sendError } from './common/all-exceptions.filter';
import { SchemaState, schemaOutdated } from './health/schema-state';
import { API_COMPRESSION } from './common/compression';
import {
  sendPage,
  setContentRange,
  TOTAL_CAPPED_HEADER,
  UNFILTERED_TOTAL_HEADER,
} from './common/content-range';
import { securityHeaders } from './common/security-headers';
import { guardInput, jsonTextProblem, tooComplex } from './common/input-guard';
import { createValidationPipe } from './common/validation';
import { QUEUED_FOR_HEADER } from './common/queued-for';

const frameworkLogger = new Logger('Errors');

/**
 * fastify's default JSON parser in the form it has: it answers through `done` and returns nothing (its
 * declared type also allows the promise form, which it is not).
 */
type CallbackBodyParser = (
  request: FastifyRequest,
  body: string,
  done: (error: Error | null, body?: unknown) => void,
) => void;

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
    // Errors fastify meets before any route or hook runs (a path with a broken %-escape such as
    // /api/users/%zz): answered in the app's error shape, not fastify's own.
    frameworkErrors: (error: Error, request: FastifyRequest, reply: FastifyReply) =>
      sendError(error, request, reply, frameworkLogger),
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
  // The one body parser: JSON whose shape is within bounds (common/input-guard.ts) before it is parsed,
  // then fastify's own parser (which refuses __proto__ and constructor keys). The API takes JSON only:
  // other bodies are answered 415.
  const parseJson = adapter
    .getInstance()
    .getDefaultJsonParser('error', 'error') as unknown as CallbackBodyParser;
  app.useBodyParser<RawServerDefault>(
    'application/json',
    { bodyLimit: config.bodyLimitBytes },
    (request, body, done) => {
      const text = body.toString('utf8');
      const problem = jsonTextProblem(text);
      if (problem) return done(tooComplex(problem), undefined);
      parseJson(request, text, done);
    },
  );
  app.useGlobalPipes(createValidationPipe());
  const schema = app.get(SchemaState);
  app.useGlobalFilters(new AllExceptionsFilter(schema));
  app.enableCors({
    origin: config.corsOrigins.length > 0 ? config.corsOrigins : false,
    exposedHeaders: [
      'Content-Range',
      UNFILTERED_TOTAL_HEADER,
      TOTAL_CAPPED_HEADER,
      'X-Request-Id',
      'Idempotent-Replayed',
    ],
    allowedHeaders: [
      'Authorization',
      'Content-Type',
      'Range',
      'Accept-Language',
      'Idempotency-Key',
      QUEUED_FOR_HEADER,
    ],
    methods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
  });
  const fastify = app.getHttpAdapter().getInstance();
  await app.register(fastifyCompress, API_COMPRESSION);
  // The compression plugin adds its onSend hook to each route as the route is declared; this onRoute hook,
  // registered after it, puts setContentRange behind it on every route (see there why it must be after).
  await app.register(
    fastifyPlugin(async (instance) => {
      instance.addHook('onRoute', (route) => {
        const onSend = route.onSend === undefined ? [] : [route.onSend].flat();
        route.onSend = [...onSend, setContentRange];
      });
    }),
  );
  // Synchronous hooks rather than Nest interceptors: no per-request Observable or AsyncResource.
  const headers = securityHeaders();
  fastify.addHook('onRequest', (request, reply, done) => {
    // A hashed script, stylesheet or font needs only nosniff and same-origin use: the policy headers act on
    // documents, and about 1 kB of them on each of the sign-in page's 36 files was 10 % of its first load
    // on a phone (HTTP/1.1 sends headers uncompressed).
    if (request.url.startsWith(ASSETS_PREFIX)) {
      reply.headers(ASSET_HEADERS);
      return done();
    }
    reply.headers(headers).header('X-Request-Id', request.id);
    // API answers carry tokens, profiles and records of one signed-in user: never kept by a browser or a
    // shared cache. A route that may be cached says so itself (the QR labels, with @Header).
    if (request.url.startsWith('/api/')) reply.header('Cache-Control', 'no-store');
    done();
  });
  // Once a statement found the schema gone, every API call (but health and docs) answers 503 SCHEMA_OUTDATED
  // until the schema is back; the check runs only while that mark is set (health/schema-state.ts).
  fastify.addHook('onRequest', (request, reply, done) => {
    if (!schema.behind || !request.url.startsWith('/api/') || /^\/api\/(health|docs)/.test(request.url))
      return done();
    schema.stillBehind().then(
      (behind) => (behind ? sendError(schemaOutdated(), request, reply, frameworkLogger) : done()),
      () => done(),
    );
  });
  fastify.addHook('preSerialization', sendPage);
  // After body parsing, before any route: a body too large in shape, a control character or a lone
  // surrogate is a 400 before guards, interceptors or validation walk it (common/input-guard.ts).
  fastify.addHook('preValidation', guardInput);

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

const ASSETS_PREFIX = '/assets/';
const ASSET_HEADERS = { 'X-Content-Type-Options': 'nosniff', 'Cross-Origin-Resource-Policy': 'same-origin' };

/**
 * The built web app on the same origin; every non-API path falls back to index.html (client routing).
 * The build writes a brotli and a gzip copy beside each text file (frontend/build/precompress.ts): the one
 * the browser accepts is sent as it is (Content-Encoding, Vary: Accept-Encoding), nothing is compressed per
 * request. Files under assets/ carry a content hash in their name and never change: cached for a year;
 * everything else (index.html above all, which names the current hashes) is revalidated on every load.
 */
async function serveWebApp(app: NestFastifyApplication, root: string): Promise<void> {
  // Loaded only when a built web app is served: @fastify/static pulls in ESM-only modules.
  const { default: fastifyStatic } = await import('@fastify/static');
  const assets = join(root, 'assets') + sep;
  await app.register(fastifyStatic, {
    root,
    prefix: '/',
    wildcard: false,
    index: false,
    preCompressed: true,
    setHeaders: (reply: FastifyReply, path: string) => {
      reply.header(
        'Cache-Control',
        path.startsWith(assets) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  const fastify = app.getHttpAdapter().getInstance();
  fastify.get('/*', (request: FastifyRequest, reply: FastifyReply) => {
    // A missing hashed file (an old build's chunk) is a 404, never the app's page in its place.
    if (request.url === '/api' || request.url.startsWith('/api/') || request.url.startsWith(ASSETS_PREFIX))
      return reply.callNotFound();
    return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
  });
}
