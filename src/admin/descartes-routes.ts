import { Type, type Static } from '@sinclair/typebox';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { adminGuards, partnerOf, type AdminGuardDeps } from '../auth/index.ts';
import { queryRows, schema } from '../db/index.ts';
import { json, problems, security } from '../http/index.ts';
import { listOutbox, retryOutbox } from '../outbox/index.ts';
import type { QueueBlock, SettingKey, Settings } from '../settings/index.ts';

export interface DescartesRoutesDeps extends AdminGuardDeps {
  readonly settings: Settings;
  readonly settingSources: ReadonlyMap<SettingKey, string>;
}

const TAGS = ['Administration'];
const Sourced = <T extends ReturnType<typeof Type.String>>(value: T) =>
  Type.Object({ value, source: Type.String() });

/** Where a block sends, without what authenticates it: a connection string or URL holds a secret. */
export const targetOf = (block: QueueBlock): string => {
  switch (block.transport) {
    case 'folder':
      return block.folder;
    case 'amqp': {
      const url = URL.canParse(block.amqpUrl) ? new URL(block.amqpUrl) : undefined;
      return `${url ? `${url.protocol}//${url.host}` : 'amqp'} · ${block.queueName}`;
    }
    case 'servicebus': {
      const endpoint = /Endpoint=sb:\/\/([^/;]+)/i.exec(block.connectionString)?.[1];
      return `${block.fullyQualifiedNamespace || endpoint || 'Service Bus'} · ${block.queueName}`;
    }
  }
};

const OutboxQuery = Type.Object(
  {
    status: Type.Optional(Type.Union(schema.OUTBOX_STATUSES.map((status) => Type.Literal(status)))),
    limit: Type.Integer({ minimum: 1, maximum: 500, default: 50 }),
  },
  { additionalProperties: false },
);
const OutboxMessage = Type.Object(
  {
    messageId: Type.String(),
    dossierId: Type.Union([Type.String(), Type.Null()]),
    messageType: Type.String(),
    environment: Type.String(),
    status: Type.String(),
    attempts: Type.Integer(),
    nextAttemptAt: Type.String({ format: 'date-time' }),
    lastError: Type.Union([Type.String(), Type.Null()]),
    createdAt: Type.String({ format: 'date-time' }),
    sentAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  },
  { title: 'OutboxMessage' },
);
const Retried = Type.Object({ retried: Type.Array(Type.String()) });

/**
 * /Admin/DescartesSettings (SPEC.md: RequiresAdmin): the outbound environments and the SMF
 * settings, read-only with where each was configured (start-up configuration, DECISIONS §2), and
 * the outbox with its failures, retried one by one or all at once through `customs outbox retry`'s
 * use case.
 */
export const descartesRoutes = (deps: DescartesRoutesDeps) => async (app: FastifyInstance) => {
  const { requiresAdmin } = adminGuards(deps);
  const who = security('Bearer', 'Session');
  const sourced = (
    key:
      | 'ServiceBus:Descartes:AutoDispatchEnvironment'
      | 'Descartes:Smf:ValidateXsd'
      | 'Descartes:Smf:XsdFolder',
  ) => ({
    value: String(deps.settings[key]),
    source: deps.settingSources.get(key) ?? 'default',
  });

  app.get(
    '/api/admin/descartes',
    {
      onRequest: requiresAdmin,
      schema: {
        tags: TAGS,
        summary:
          'The outbound environments, the automatic-dispatch target, SMF validation and the outbox counts (Admins)',
        operationId: 'getDescartesSettings',
        security: who,
        response: {
          200: json(
            'Settings with their sources',
            Type.Object({
              environments: Type.Array(
                Type.Object({
                  name: Type.String(),
                  transport: Type.String(),
                  target: Type.String(),
                  source: Type.String(),
                }),
              ),
              autoDispatch: Type.Object({
                ...Sourced(Type.String()).properties,
                configured: Type.Boolean(),
              }),
              validateXsd: Sourced(Type.String()),
              xsdFolder: Sourced(Type.String()),
              outbox: Type.Record(Type.String(), Type.Integer()),
            }),
          ),
          ...problems(401, 403),
        },
      },
    },
    async () => {
      const blocks = [...deps.settings.descartesBlocks.values()];
      const autoDispatch = sourced('ServiceBus:Descartes:AutoDispatchEnvironment');
      const counts = await queryRows<{ status: string; count: number }>(
        deps.db,
        sql`select status, count(*)::int as count from outbox_messages group by status`,
      );
      return {
        environments: blocks.map((block) => ({
          name: block.name,
          transport: block.transport,
          target: targetOf(block),
          source: block.source ?? 'configuration',
        })),
        autoDispatch: {
          ...autoDispatch,
          configured: deps.settings.descartesBlocks.has(autoDispatch.value.toLowerCase()),
        },
        validateXsd: sourced('Descartes:Smf:ValidateXsd'),
        xsdFolder: sourced('Descartes:Smf:XsdFolder'),
        outbox: Object.fromEntries([
          ...schema.OUTBOX_STATUSES.map((status) => [status, 0] as const),
          ...counts.map((row) => [row.status, row.count] as const),
        ]),
      };
    },
  );

  app.get<{ Querystring: Static<typeof OutboxQuery> }>(
    '/api/admin/outbox',
    {
      onRequest: requiresAdmin,
      schema: {
        tags: TAGS,
        summary: 'Outbound messages, newest first, with why a failed one failed (Admins)',
        operationId: 'listOutbox',
        security: who,
        querystring: OutboxQuery,
        response: { 200: json('Messages', Type.Array(OutboxMessage)), ...problems(400, 401, 403) },
      },
    },
    async (request) =>
      (await listOutbox(deps.db, request.query)).map((message) => ({
        ...message,
        nextAttemptAt: message.nextAttemptAt.toISOString(),
        createdAt: message.createdAt.toISOString(),
        sentAt: message.sentAt?.toISOString() ?? null,
      })),
  );

  app.post<{ Params: { messageId: string } }>(
    '/api/admin/outbox/:messageId/retry',
    {
      onRequest: requiresAdmin,
      schema: {
        tags: TAGS,
        summary: 'Send a Failed or waiting message again now; the running worker sends it (Admins)',
        operationId: 'retryOutboxMessage',
        security: who,
        params: Type.Object({ messageId: Type.String({ maxLength: 100 }) }),
        response: { 200: json('Due again', Retried), ...problems(400, 401, 403, 404) },
      },
    },
    async (request) => ({
      retried: await retryOutbox(
        deps.db,
        { messageId: request.params.messageId },
        partnerOf(request.caller!),
      ),
    }),
  );

  app.post(
    '/api/admin/outbox/retry-failed',
    {
      onRequest: requiresAdmin,
      schema: {
        tags: TAGS,
        summary: 'Send every Failed message again now (Admins)',
        operationId: 'retryFailedOutbox',
        security: who,
        response: { 200: json('Due again', Retried), ...problems(401, 403) },
      },
    },
    async (request) => ({
      retried: await retryOutbox(deps.db, { allFailed: true }, partnerOf(request.caller!)),
    }),
  );
};
