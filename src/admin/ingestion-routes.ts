import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { adminGuards, partnerOf, type AdminGuardDeps } from '../auth/index.ts';
import { DomainError } from '../errors/index.ts';
import { json, MAX_BODY_BYTES, problems, security, strictBodies } from '../http/index.ts';
import { noInboundQueue, type DeadLetterBox, type QueueConsumer } from '../messaging/index.ts';
import type { SettingKey, Settings } from '../settings/index.ts';
import { discardDeadLetter, replayDeadLetter } from './dead-letter-actions.ts';
import { DeadLetterView, deadLetterView } from './dead-letter-view.ts';
import { targetOf } from './descartes-routes.ts';

export interface IngestionRoutesDeps extends AdminGuardDeps {
  readonly settings: Settings;
  readonly settingSources: ReadonlyMap<SettingKey, string>;
  readonly consumer?: QueueConsumer;
}

const TAGS = ['Administration'];
const Sourced = Type.Object({ value: Type.String(), source: Type.String() });
const Block = Type.Object({
  name: Type.String(),
  transport: Type.String(),
  target: Type.String(),
  source: Type.String(),
});
const IdParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 100 }) });
const ListQuery = Type.Object(
  { limit: Type.Integer({ minimum: 1, maximum: 200, default: 50 }) },
  { additionalProperties: false },
);
const ReplayBody = Type.Object(
  {
    body: Type.Optional(
      Type.String({ maxLength: MAX_BODY_BYTES, description: 'The corrected body (UTF-8)' }),
    ),
    partner: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 200,
        // Text the consumer takes: something besides spaces, no control characters.
        pattern: '^(?=.*\\S)[^\\u0000-\\u001f\\u007f]+$',
      }),
    ),
    messageType: Type.Optional(Type.Union([Type.Literal('Declaration'), Type.Literal('Client')])),
  },
  { additionalProperties: false, title: 'DeadLetterReplay' },
);
const DiscardBody = Type.Object(
  {
    reason: Type.String({
      minLength: 3,
      maxLength: 500,
      // Lines of text: no other control character (a NUL cannot even be stored).
      pattern: '^(?=[\\s\\S]*\\S)[^\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\u007f]+$',
    }),
  },
  { additionalProperties: false, title: 'DeadLetterDiscard' },
);

/**
 * /Admin/IngestionSettings (SPEC.md: RequiresAdmin): the active inbound block and its limits,
 * read-only with their sources (start-up configuration, DECISIONS §2), and the dead-letter
 * browser: what the consumer refused, replayed (corrected or not) through the same pipeline or
 * discarded with a reason, each audited under the admin's name.
 */
export const ingestionRoutes = (deps: IngestionRoutesDeps) => async (app: FastifyInstance) => {
  strictBodies(app);
  const { requiresAdmin } = adminGuards(deps);
  const who = security('Bearer', 'Session');
  const sourced = (
    key:
      | 'ServiceBus:Ingestion:ActiveEnvironment'
      | 'ServiceBus:Ingestion:MaxConcurrentCalls'
      | 'ServiceBus:Ingestion:MaxDeliveries',
  ) => ({
    value: String(deps.settings[key] ?? ''),
    source: deps.settingSources.get(key) ?? 'default',
  });
  const box = (): DeadLetterBox => {
    const found = deps.consumer?.deadLetters;
    if (found) return found;
    throw noInboundQueue();
  };

  /** A broker that does not answer is said so (503), not a 500: the page offers to try again. */
  const reaching = async <T>(letters: DeadLetterBox, work: Promise<T>): Promise<T> => {
    try {
      return await work;
    } catch (error) {
      if (error instanceof DomainError) throw error;
      throw new DomainError(
        'unavailable',
        'inbound-queue-unreachable',
        `${letters.queue} could not be read: ${(error as Error).message}`,
      );
    }
  };

  app.get(
    '/api/admin/ingestion',
    {
      onRequest: requiresAdmin,
      schema: {
        tags: TAGS,
        summary: 'The active inbound block, its limits and the consumer, with sources (Admins)',
        operationId: 'getIngestionSettings',
        security: who,
        response: {
          200: json(
            'Settings with their sources',
            Type.Object({
              activeEnvironment: Sourced,
              maxConcurrentCalls: Sourced,
              maxDeliveries: Sourced,
              blocks: Type.Array(Block),
              deadLetterQueue: Type.Union([Type.String(), Type.Null()]),
              consumer: Type.Union([
                Type.Object({
                  description: Type.String(),
                  state: Type.String(),
                  inHand: Type.Integer(),
                  completed: Type.Integer(),
                  deadLettered: Type.Integer(),
                  retried: Type.Integer(),
                  lastProgressAt: Type.Union([Type.String(), Type.Null()]),
                }),
                Type.Null(),
              ]),
            }),
          ),
          ...problems(401, 403),
        },
      },
    },
    async () => {
      const consumer = deps.consumer;
      const activity = consumer?.activity();
      return {
        activeEnvironment: sourced('ServiceBus:Ingestion:ActiveEnvironment'),
        maxConcurrentCalls: sourced('ServiceBus:Ingestion:MaxConcurrentCalls'),
        maxDeliveries: sourced('ServiceBus:Ingestion:MaxDeliveries'),
        blocks: [...deps.settings.ingestionBlocks.values()].map((block) => ({
          name: block.name,
          transport: block.transport,
          target: targetOf(block),
          source: block.source ?? 'configuration',
        })),
        deadLetterQueue: consumer?.deadLetters?.queue ?? null,
        consumer:
          consumer && activity
            ? {
                description: consumer.description,
                state: consumer.state(),
                inHand: activity.inHand,
                completed: activity.completed,
                deadLettered: activity.deadLettered,
                retried: activity.retried,
                lastProgressAt: activity.lastProgressAt?.toISOString() ?? null,
              }
            : null,
      };
    },
  );

  app.get<{ Querystring: Static<typeof ListQuery> }>(
    '/api/admin/ingestion/dead-letters',
    {
      onRequest: requiresAdmin,
      schema: {
        tags: TAGS,
        summary: 'The messages the consumer refused, oldest first, without consuming them (Admins)',
        operationId: 'listDeadLetters',
        security: who,
        querystring: ListQuery,
        response: {
          200: json(
            'Dead letters, each body cut to its start',
            Type.Object({
              queue: Type.String(),
              items: Type.Array(DeadLetterView),
              more: Type.Boolean(),
            }),
          ),
          ...problems(400, 401, 403, 404, 503),
        },
      },
    },
    async (request) => {
      const letters = box();
      const page = await reaching(letters, letters.list(request.query.limit));
      return {
        queue: letters.queue,
        items: page.items.map((letter) => deadLetterView(letter, false)),
        more: page.more,
      };
    },
  );

  app.get<{ Params: Static<typeof IdParams> }>(
    '/api/admin/ingestion/dead-letters/:id',
    {
      onRequest: requiresAdmin,
      schema: {
        tags: TAGS,
        summary: 'One dead letter with its whole body (Admins)',
        operationId: 'getDeadLetter',
        security: who,
        params: IdParams,
        response: {
          200: json('The dead letter', DeadLetterView),
          ...problems(401, 403, 404, 503),
        },
      },
    },
    async (request) => {
      const letters = box();
      const letter = await reaching(letters, letters.find(request.params.id));
      if (!letter) {
        throw new DomainError(
          'not-found',
          'dead-letter-not-found',
          `No dead letter ${request.params.id} waits in ${letters.queue}: it was replayed or discarded meanwhile`,
        );
      }
      return deadLetterView(letter, true);
    },
  );

  app.post<{ Params: Static<typeof IdParams>; Body: Static<typeof ReplayBody> }>(
    '/api/admin/ingestion/dead-letters/:id/replay',
    {
      onRequest: requiresAdmin,
      // A 5 MB body grows when escaped into JSON.
      bodyLimit: 3 * MAX_BODY_BYTES,
      schema: {
        tags: TAGS,
        summary:
          'Send a dead letter through the pipeline again as a new message, corrected or as it is (Admins)',
        operationId: 'replayDeadLetter',
        security: who,
        params: IdParams,
        body: ReplayBody,
        response: {
          202: json(
            'On the inbound queue; the dead letter is gone',
            Type.Object({ messageId: Type.String(), replayOf: Type.String() }),
          ),
          ...problems(400, 401, 403, 404, 409, 422),
        },
      },
    },
    async (request, reply) => {
      const replayed = await replayDeadLetter(
        deps.db,
        box(),
        request.params.id,
        request.body,
        partnerOf(request.caller!),
      );
      return reply.code(202).send(replayed);
    },
  );

  app.post<{ Params: Static<typeof IdParams>; Body: Static<typeof DiscardBody> }>(
    '/api/admin/ingestion/dead-letters/:id/discard',
    {
      onRequest: requiresAdmin,
      schema: {
        tags: TAGS,
        summary:
          'Remove a dead letter for good; its body and the reason go to the audit log (Admins)',
        operationId: 'discardDeadLetter',
        security: who,
        params: IdParams,
        body: DiscardBody,
        response: {
          200: json('Discarded', Type.Object({ discarded: Type.String() })),
          ...problems(400, 401, 403, 404, 409, 422),
        },
      },
    },
    async (request) => {
      await discardDeadLetter(
        deps.db,
        box(),
        request.params.id,
        request.body.reason.trim(),
        partnerOf(request.caller!),
      );
      return { discarded: request.params.id };
    },
  );
};
