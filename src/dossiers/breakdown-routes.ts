import type { FastifyInstance } from 'fastify';
import { authenticate, PEOPLE_ROLES, type SessionRule } from '../auth/index.ts';
import {
  CanonicalDeclarationSchema,
  decodeUtf8,
  parseDeclaration,
  readJson,
} from '../canonical/index.ts';
import { DomainError } from '../errors/index.ts';
import { isUuid, type Db } from '../db/index.ts';
import { acceptRawBodies, json, problems, rawBodyOf, ref, security } from '../http/index.ts';
import { goodsBreakdown, ITEM_KEYS, suggestItemNumbers } from '../regimes/index.ts';
import { Breakdown } from './breakdown-schemas.ts';
import { dossierNotFound } from './dossier-errors.ts';
import { dossierState } from './dossier-state.ts';
import { UUID_PARAMS } from './review-schemas.ts';

export interface BreakdownRoutesDeps {
  readonly db: Db;
  readonly sessions: SessionRule['find'];
}

/**
 * The goods breakdown page's question (issue 28): which items would the message carry for the
 * declaration as the page holds it, and which grouping the service suggests. The same pure
 * function the message builders use answers it; nothing is stored (the page saves the lines'
 * declaration_goods_item_number through the review's save).
 */
export const breakdownRoutes = (deps: BreakdownRoutesDeps) => async (app: FastifyInstance) => {
  acceptRawBodies(app, ['json']);
  const people = [
    authenticate({ db: deps.db, session: { find: deps.sessions, roles: PEOPLE_ROLES } }),
  ];
  app.post<{ Params: { uuid: string } }>(
    '/api/dossiers/:uuid/breakdown',
    {
      onRequest: people,
      config: {
        requestBody: {
          description: 'The declaration as the page holds it, saved or not',
          content: { 'application/json': { schema: ref('CanonicalDeclaration') } },
        },
      },
      schema: {
        tags: ['Review'],
        summary:
          'The declaration items the message would carry (lines sharing a declaration_goods_item_number are one item, with their totals), the lines that cannot be one item, and the suggested grouping. Stores nothing',
        operationId: 'goodsBreakdown',
        security: security('Session'),
        params: UUID_PARAMS,
        response: {
          200: json('The items, the conflicts and the suggestion', Breakdown),
          ...problems(400, 401, 403, 404, 413, 415, 422),
        },
      },
    },
    async (request) => {
      const uuid = request.params.uuid.toLowerCase();
      if (!isUuid(uuid) || !(await dossierState(deps.db, uuid))) throw dossierNotFound(uuid);
      const parsed = parseDeclaration(
        readJson(decodeUtf8(rawBodyOf(request).bytes), CanonicalDeclarationSchema),
      );
      if (!parsed.ok)
        throw new DomainError(
          'invalid',
          'validation',
          `The declaration is not valid: ${parsed.complaints.length} complaint(s), listed in errors`,
          parsed.complaints,
        );
      const { declaration } = parsed;
      const lines = declaration.goods_items ?? [];
      const regime = declaration.declaration_type;
      const { items, conflicts } = goodsBreakdown(regime, lines);
      return {
        items: items.map(({ number, lines: held, item }) => ({
          number,
          lines: [...held],
          commodity_code: item.commodity_code,
          country_of_origin: item.country_of_origin,
          preferential: item.preferential,
          description: item.description,
          packages: (item.packages ?? []).reduce((sum, entry) => sum + (entry.quantity ?? 0), 0),
          gross_mass: item.gross_mass,
          net_mass: item.net_mass,
          statistical_value: item.statistical_value,
          total_price: item.total_price,
          currency: item.currency,
        })),
        conflicts: conflicts.map((conflict) => ({ ...conflict, field: String(conflict.field) })),
        suggested: suggestItemNumbers(regime, lines),
        keys: ITEM_KEYS[regime].map(String),
      };
    },
  );
};
