import { ClientItemSchema, publishedSchema } from '../canonical/index.ts';
import { DOSSIER_SOURCES, DOSSIER_STATUSES } from '../db/schema/index.ts';
import { filingPaths } from './openapi-filing-paths.ts';

type Json = Record<string, unknown>;
const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

const problemResponse = (description: string) => ({
  description,
  content: { 'application/problem+json': { schema: ref('Problem') } },
});

const ERRORS: Record<string, string> = {
  '400': 'Body empty or not parseable (JSON, XML, gzip, UTF-8), or a DTD/entity in XML',
  '401': 'No valid X-Api-Key and no valid bearer token',
  '403': 'Valid bearer token without the role Ingestion.Write',
  '409':
    'A dossier with this UCR exists for this regime, or the Idempotency-Key is still being processed',
  '413': 'Body over 5 MB after decompression',
  '415':
    'Content-Type other than JSON or XML, Content-Encoding other than gzip, charset other than UTF-8',
  '422':
    'The declaration breaks the contract (every complaint in errors), or the Idempotency-Key was used with another body',
  '429': 'Rate limit exceeded; see Retry-After',
  '503':
    'The database (or the identity provider) is not reachable; nothing was stored; see Retry-After',
};
const readErrors = ['401', '403', '429'];

const idempotencyHeader = {
  name: 'Idempotency-Key',
  in: 'header',
  required: false,
  schema: { type: 'string', maxLength: 255 },
  description:
    'A repeat with the same body within 24 hours returns the first response and writes nothing',
};

const dossierSummary: Json = {
  type: 'object',
  properties: {
    uuid: { type: 'string', format: 'uuid' },
    ucr: { type: 'string' },
    regime: { type: 'string', enum: ['IM', 'EX', 'T1', 'T2'] },
    status: { type: 'string', enum: [...DOSSIER_STATUSES] },
    source: { type: 'string', enum: [...DOSSIER_SOURCES] },
    ingestionPartner: { type: ['string', 'null'] },
    requiresReview: { type: 'boolean' },
    autoDispatch: { type: 'string' },
    client: {
      type: ['object', 'null'],
      properties: {
        code: { type: 'string' },
        name: { type: 'string' },
        identification_number: { type: ['string', 'null'] },
        is_customs_client: { type: 'boolean' },
      },
    },
    createdAt: { type: 'string', format: 'date-time' },
  },
};

/** OpenAPI 3.1: both security schemes, the canonical schema, every error response. */
export const openApiDocument = (): Json => {
  const { root, defs } = publishedSchema('#/components/schemas/');
  const security = [{ ApiKey: [] }, { Bearer: [] }];
  const ingestion = {
    tags: ['Declarations'],
    summary: 'Ingest one canonical declaration',
    description:
      'Creates a dossier in Review. JSON or XML (DECISIONS.md section 6); gzip accepted; 5 MB after decompression; 60 requests per minute per caller.',
    security,
    parameters: [idempotencyHeader],
    requestBody: {
      required: true,
      content: {
        'application/json': { schema: ref('CanonicalDeclaration') },
        'application/xml': {
          schema: {
            type: 'string',
            description: 'The XML form; see /schemas/canonical-declaration.xsd',
          },
        },
      },
    },
    responses: {
      '201': {
        description: 'Dossier created',
        content: { 'application/json': { schema: ref('IngestionResponse') } },
      },
      ...Object.fromEntries(
        Object.entries(ERRORS).map(([status, text]) => [status, problemResponse(text)]),
      ),
    },
  };
  return {
    openapi: '3.1.0',
    info: { title: 'Customs declaration service', version: '1.0.0' },
    components: {
      securitySchemes: {
        ApiKey: {
          type: 'apiKey',
          in: 'header',
          name: 'X-Api-Key',
          description: 'Created with `customs api-keys create`',
        },
        Bearer: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description:
            'Entra ID app-only token with the role Ingestion.Write (client credentials, scope api://<application id>/.default)',
        },
      },
      schemas: {
        CanonicalDeclaration: { title: 'CanonicalDeclaration', ...root },
        ...defs,
        IngestionResponse: {
          type: 'object',
          required: ['uuid', 'ucr', 'regime', 'status', 'autoDispatch'],
          properties: {
            uuid: { type: 'string', format: 'uuid' },
            ucr: { type: 'string' },
            regime: { type: 'string', enum: ['IM', 'EX', 'T1', 'T2'] },
            status: { type: 'string', const: 'Review' },
            autoDispatch: {
              type: 'string',
              description: '`not requested`, `dispatched` or `refused: <reason>`',
            },
          },
        },
        DossierSummary: dossierSummary,
        ClientItem: JSON.parse(JSON.stringify(ClientItemSchema)) as Json,
        ClientBatch: {
          type: 'object',
          required: ['clients'],
          properties: { clients: { type: 'array', maxItems: 50_000, items: ref('ClientItem') } },
        },
        ClientBatchOutcome: {
          type: 'object',
          properties: {
            received: { type: 'integer' },
            created: { type: 'integer' },
            updated: { type: 'integer' },
          },
        },
        Client: {
          allOf: [
            ref('ClientItem'),
            {
              type: 'object',
              properties: {
                is_customs_client: { type: 'boolean' },
                created_at: { type: 'string', format: 'date-time' },
                created_by: { type: 'string' },
                updated_at: { type: 'string', format: 'date-time' },
                updated_by: { type: 'string' },
              },
            },
          ],
        },
        DossierDetail: {
          allOf: [
            ref('DossierSummary'),
            {
              type: 'object',
              properties: {
                documents: { type: 'array', items: { type: 'object' } },
                declaration: ref('CanonicalDeclaration'),
              },
            },
          ],
        },
        Problem: {
          type: 'object',
          required: ['type', 'title', 'status', 'detail'],
          properties: {
            type: { type: 'string' },
            title: { type: 'string' },
            status: { type: 'integer' },
            detail: { type: 'string' },
            instance: { type: 'string' },
            requestId: { type: 'string' },
            errors: {
              type: 'array',
              items: {
                type: 'object',
                properties: { path: { type: 'string' }, message: { type: 'string' } },
              },
            },
          },
        },
      },
    },
    paths: {
      '/api/declarations': {
        post: { ...ingestion, operationId: 'ingestDeclaration' },
        get: {
          tags: ['Declarations'],
          summary: 'List dossiers, newest first',
          operationId: 'listDeclarations',
          security,
          parameters: [
            { name: 'ucr', in: 'query', schema: { type: 'string' } },
            {
              name: 'status',
              in: 'query',
              schema: { type: 'string', enum: [...DOSSIER_STATUSES] },
            },
            { name: 'source', in: 'query', schema: { type: 'string', enum: [...DOSSIER_SOURCES] } },
            { name: 'partner', in: 'query', schema: { type: 'string' } },
            {
              name: 'limit',
              in: 'query',
              schema: { type: 'integer', minimum: 1, maximum: 200, default: 50 },
            },
          ],
          responses: {
            '200': {
              description: 'Dossiers',
              content: {
                'application/json': { schema: { type: 'array', items: ref('DossierSummary') } },
              },
            },
            '400': problemResponse('A query parameter is not valid'),
            ...Object.fromEntries(
              readErrors.map((status) => [status, problemResponse(ERRORS[status]!)]),
            ),
          },
        },
      },
      '/api/v1/declarations': { post: { ...ingestion, operationId: 'ingestDeclarationV1' } },
      '/api/declarations/{uuid}': {
        get: {
          tags: ['Declarations'],
          summary: 'One dossier with its declaration after company defaults were merged',
          operationId: 'getDeclaration',
          security,
          parameters: [
            {
              name: 'uuid',
              in: 'path',
              required: true,
              schema: { type: 'string', format: 'uuid' },
            },
          ],
          responses: {
            '200': {
              description: 'The dossier',
              content: { 'application/json': { schema: ref('DossierDetail') } },
            },
            '404': problemResponse('No such dossier'),
            ...Object.fromEntries(
              readErrors.map((status) => [status, problemResponse(ERRORS[status]!)]),
            ),
          },
        },
      },
      ...filingPaths(problemResponse),
      '/api/v1/clients': {
        post: {
          tags: ['Clients'],
          summary: 'Push client masterdata: all or nothing, upsert by code',
          description:
            'A member left out keeps its stored value; null clears it. New clients are not customs clients; updates never demote one. UpdatedBy is the API key name.',
          operationId: 'pushClients',
          security: [{ ApiKey: [] }],
          parameters: [idempotencyHeader],
          requestBody: {
            required: true,
            content: { 'application/json': { schema: ref('ClientBatch') } },
          },
          responses: {
            '200': {
              description: 'Stored',
              content: { 'application/json': { schema: ref('ClientBatchOutcome') } },
            },
            '400': problemResponse('Body empty or not parseable'),
            '401': problemResponse('No valid X-Api-Key (bearer tokens are not accepted here)'),
            '413': problemResponse(ERRORS['413']!),
            '409': problemResponse('A request with this Idempotency-Key is still being processed'),
            '415': problemResponse('Content-Type other than JSON'),
            '422': problemResponse(
              'Batch refused; errors lists every complaint as /clients/<row>/<field>',
            ),
            '429': problemResponse(ERRORS['429']!),
            '503': problemResponse(ERRORS['503']!),
          },
        },
      },
      '/api/v1/clients/{code}': {
        get: {
          tags: ['Clients'],
          summary: 'One client as stored',
          operationId: 'getClient',
          security: [{ ApiKey: [] }],
          parameters: [{ name: 'code', in: 'path', required: true, schema: { type: 'string' } }],
          responses: {
            '200': {
              description: 'The client',
              content: { 'application/json': { schema: ref('Client') } },
            },
            '401': problemResponse('No valid X-Api-Key'),
            '404': problemResponse('No client has that code'),
          },
        },
      },
      '/schemas/canonical-declaration.schema.json': {
        get: {
          tags: ['Contract'],
          summary: 'The canonical JSON Schema (draft 2020-12)',
          operationId: 'canonicalJsonSchema',
          responses: { '200': { description: 'JSON Schema' } },
        },
      },
      '/schemas/canonical-declaration.xsd': {
        get: {
          tags: ['Contract'],
          summary: 'The canonical XSD',
          operationId: 'canonicalXsd',
          responses: { '200': { description: 'XSD' } },
        },
      },
      '/health/live': {
        get: {
          tags: ['Operations'],
          operationId: 'live',
          responses: { '200': { description: 'The process answers' } },
        },
      },
      '/health/ready': {
        get: {
          tags: ['Operations'],
          operationId: 'ready',
          responses: {
            '200': { description: 'Ready' },
            '503': problemResponse('A dependency is down'),
          },
        },
      },
      '/metrics': {
        get: {
          tags: ['Operations'],
          operationId: 'metrics',
          responses: { '200': { description: 'Prometheus text format' } },
        },
      },
    },
  };
};
