import cors from '@fastify/cors';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import Fastify, { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import { jsonSchemaTransform, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { randomUUID } from 'node:crypto';
import { IMAGE_MAX_BYTES } from '@boneka/shared';
import type { AppConfig } from '../config.js';
import { ping, type Db } from '../db/database.js';
import { fastifyTrustProxy } from '../lib/client-address.js';
import { uploadQuota } from '../lib/multipart.js';
import type { ReadCache } from '../lib/read-cache.js';
import type { Throttle } from '../lib/throttle.js';
import { clientErrorHandler, frameworkErrorReply, registerErrorHandler } from '../plugins/error-handler.js';
import { registerRateLimits } from '../plugins/rate-limit.js';
import { registerResponseCache } from '../plugins/response-cache.js';
import { registerSecurityHeaders } from '../plugins/security-headers.js';
import { responseSerializerCompiler } from '../plugins/serializer.js';
import { registerSlowBodyGuard, serverTimeouts, type ClientLimits } from '../plugins/slow-clients.js';

/** One access line per request, when it ends, instead of Fastify's two (a measured share of every request). */
class AccessLog extends LogController {
  override incomingRequest() {}
  override requestCompleted(error: Error | null | undefined, req: FastifyRequest, reply: FastifyReply) {
    const line = { method: req.method, url: req.url, status: reply.statusCode, ms: Math.round(reply.elapsedTime) };
    if (error) req.log.error({ ...line, err: error }, 'request failed');
    else req.log.info(line, 'request');
  }
}

/** The Fastify instance before any plugin: timeouts, logging, proxies, request ids, framework errors' replies. */
export function createFastify(config: AppConfig, clientLimits: ClientLimits, logStream?: NodeJS.WritableStream) {
  const app = Fastify({
    ...serverTimeouts(clientLimits),
    clientErrorHandler,
    logger:
      config.logLevel === 'silent' ? false : { level: config.logLevel, ...(logStream ? { stream: logStream } : {}) },
    bodyLimit: 1024 * 1024,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    genReqId: () => randomUUID(),
    logController: new AccessLog(),
    routerOptions: { maxParamLength: 200 },
    frameworkErrors: (error, _req, reply) => {
      const { status, body } = frameworkErrorReply(error);
      void (reply as unknown as FastifyReply).code(status).send(body);
    },
  }).withTypeProvider<ZodTypeProvider>();
  registerSlowBodyGuard(app, clientLimits);
  return app;
}
export type App = ReturnType<typeof createFastify>;

/**
 * The plugins, in their fixed order (docs/ARCHITECTURE.md): validation and serialisation, the error handler,
 * security headers, CORS, multipart, rate limits, OpenAPI, then the read cache's front door.
 */
export async function registerPlugins(
  app: App,
  config: AppConfig,
  { throttle, readCache }: { throttle: Throttle; readCache: ReadCache },
) {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler({ verify: config.env !== 'production' }));
  app.removeContentTypeParser('text/plain');
  registerErrorHandler(app);

  registerSecurityHeaders(app, { hsts: config.env === 'production' });
  // Same origin only unless CORS_ORIGINS lists others: then, and only then, the CORS hook runs on each request.
  if (config.corsOrigins.length > 0) {
    await app.register(cors, {
      origin: (origin, callback) =>
        callback(null, origin !== undefined && origin !== 'null' && config.corsOrigins.includes(origin)),
      credentials: false,
    });
  }
  await app.register(multipart, { limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 20, parts: 25 } });
  app.decorate('uploadQuota', uploadQuota(throttle));
  await registerRateLimits(app, config.rateLimits, config.redisUrl);
  await app.register(swagger, {
    openapi: { info: { title: 'Boneka Shop API', version: '1.0.0' } },
    transform: jsonSchemaTransform,
  });

  // The front door answers held public replies before Fastify runs; the CORS hook must see every request.
  registerResponseCache(app, readCache, { frontDoor: config.corsOrigins.length === 0 });
  app.addHook('onSend', (req, reply, payload, done) => {
    if ((req.url.startsWith('/auth') || req.url.startsWith('/api')) && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
    done(null, payload);
  });
}

/** The probes a load balancer and an operator ask, and the OpenAPI document. */
export function registerProbes(app: App, db: Db, pagesStatus: () => unknown) {
  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { schema: { hide: true } }, async (_req, reply) => {
    try {
      await ping(db);
      // The page store's fill: a load test waits for it (bench/), an operator sees how far it is.
      return { status: 'ready', pages: pagesStatus() };
    } catch {
      return reply.code(503).send({ success: false, code: 'NOT_READY', message: 'The database is not answering.' });
    }
  });
  app.get('/api/docs', { schema: { hide: true } }, async () => app.swagger());
}
