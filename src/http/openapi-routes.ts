import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import type { Settings } from '../settings/index.ts';
import { openApiDocument } from './openapi-document.ts';

const EXPLORER_ENVIRONMENTS = new Set(['development', 'dv']);

/** Swagger UI at /swagger and the document at /swagger/json, only in Development and dv (DECISIONS.md section 1). */
export const registerOpenApi = async (
  app: FastifyInstance,
  settings: Pick<Settings, 'environment'>,
): Promise<void> => {
  if (!EXPLORER_ENVIRONMENTS.has(settings.environment.toLowerCase())) return;
  await app.register(swagger, {
    mode: 'static',
    specification: { document: openApiDocument() as never },
  });
  await app.register(swaggerUi, { routePrefix: '/swagger' });
};
