import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifySchema } from 'fastify';
import { PROBLEM_TYPES } from './problem-types.ts';

const EXPLORER_ENVIRONMENTS = new Set(['development', 'dv']);

/**
 * SHA-256 of `.logo_small_svg__cls-2{fill:#fff}.logo_small_svg__cls-3{fill:#85ea2d}`, the <style>
 * in swagger-ui-standalone-preset.js (@fastify/swagger-ui 6.1.3); after an upgrade, the browser
 * test of test/web/framing-and-csp.test.ts names a new one.
 */
const SWAGGER_LOGO_STYLE = "'sha256-RL3ie0nH+Lzz2YNqQN83mnU0J1ot4QL7b99vMdIX99w='";

/**
 * A route's request body as the document shows it. Bodies are read by the body readers, never by
 * Fastify's validator, so the description travels in the route's config, not its schema.
 */
export interface DocumentedBody {
  readonly description?: string;
  readonly content: Record<string, { schema: object }>;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    requestBody?: DocumentedBody;
    /** Request headers the route reads itself (Idempotency-Key), for the document only. */
    requestHeaders?: Record<string, object>;
  }
}

/** Idempotency-Key as both POST endpoints read it (DECISIONS.md section 5). */
export const IDEMPOTENCY_HEADER = {
  'idempotency-key': {
    type: 'string',
    maxLength: 255,
    description:
      'A repeat with the same body within 24 hours gets the first response and writes nothing; another body 422; while the first runs 409',
  },
};

const problemSchema = {
  type: 'object',
  required: ['type', 'title', 'status', 'detail'],
  properties: {
    type: {
      type: 'string',
      enum: PROBLEM_TYPES.map((problem) => `/problems/${problem.code}`),
      description: 'Stable code of the problem (docs/problems.md)',
    },
    title: { type: 'string' },
    status: { type: 'integer' },
    detail: { type: 'string' },
    instance: { type: 'string' },
    requestId: { type: 'string' },
    errors: {
      type: 'array',
      description: 'Every complaint, at most 200',
      items: {
        type: 'object',
        required: ['path', 'message'],
        properties: {
          path: { type: 'string' },
          message: { type: 'string' },
          rule: {
            type: 'string',
            description:
              'The filing rule that refuses the declaration (docs/filing-rules.md): an official NCTS id such as R0060, or one of the service such as IM-COMMODITY-CODE; absent for a missing value, a code outside its list or a schema complaint',
          },
          element: {
            type: 'string',
            description:
              'Where in the declaration message the value goes (Consignment/HouseConsignment[1]/ConsignmentItem[2]/Commodity/CommodityCode/harmonizedSystemSubHeadingCode); in complaints about a declaration that does not build',
          },
          keyword: {
            type: 'string',
            description:
              'What failed (a JSON Schema keyword or one of the service), for the web app to word in the user’s language; only in answers to the web app',
          },
          params: {
            type: 'object',
            additionalProperties: true,
            description: 'The values of the keyword (a limit, the allowed values); with keyword',
          },
        },
      },
    },
  },
};

const securitySchemes = {
  ApiKey: {
    type: 'apiKey',
    in: 'header',
    name: 'X-Api-Key',
    description:
      'Created with `customs api-keys create`; scope `declarations` (the default) or `masterdata`',
  },
  Bearer: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description:
      'Entra ID token: an application holding Ingestion.Write (client credentials, scope api://<application id>/.default), or Admins',
  },
  Session: {
    type: 'apiKey',
    in: 'cookie',
    name: 'cds_session',
    description:
      'A signed-in browser (GET /signin): Admins, SuperUsers or Users. Changes also need the X-CSRF-Token header from GET /api/session.',
  },
} as const;

/**
 * The OpenAPI 3.1 document, generated from the routes' own schemas (@fastify/swagger, dynamic
 * mode): register it before the routes. `components` are the shared schemas the modules publish
 * (the composition root collects them). Swagger UI and the document are served in Development
 * and dv only (DECISIONS.md section 1); `app.swagger()` builds the document everywhere.
 */
export const registerOpenApi = async (
  app: FastifyInstance,
  options: { environment: string; components: Record<string, object> },
): Promise<void> => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Customs declaration service',
        version: '1.0.0',
        description:
          'Declarations and client masterdata from partner systems; dossiers and their declaration messages. Problem details: docs/problems.md.',
      },
      components: {
        securitySchemes: securitySchemes as never,
        schemas: { Problem: problemSchema, ...options.components } as never,
      },
    },
    transform: ({ schema, url, route }) => {
      const { requestBody, requestHeaders } = route.config ?? {};
      const documented: FastifySchema = {
        ...schema,
        ...(requestBody ? { body: { ...requestBody, required: true } } : {}),
        ...(requestHeaders ? { headers: { type: 'object', properties: requestHeaders } } : {}),
      };
      return { url, schema: documented };
    },
  });
  if (EXPLORER_ENVIRONMENTS.has(options.environment.toLowerCase()))
    await app.register(swaggerUi, {
      routePrefix: '/swagger',
      // The service's policy (security-headers.ts), plus the one inline <style> Swagger UI's
      // bundle adds (its logo's colours), by hash; in Swagger UI's own routes only.
      transformStaticCSP: (policy) =>
        policy.replace(/(^|;\s*)style-src\b/, `$1style-src ${SWAGGER_LOGO_STYLE}`),
    });
};
