import { Type } from '@sinclair/typebox';
import { DOSSIER_SOURCES, DOSSIER_STATUSES, REGIMES } from '../db/schema/index.ts';
import { ref } from '../http/index.ts';

const nullable = <T extends ReturnType<typeof Type.String>>(schema: T) =>
  Type.Union([schema, Type.Null()]);

/** GET /api/declarations and /{uuid}: the dossier as the API shows it (DECISIONS.md section 5). */
export const DossierSummarySchema = Type.Object(
  {
    uuid: Type.String({ format: 'uuid' }),
    ucr: Type.String(),
    regime: Type.Union(REGIMES.map((regime) => Type.Literal(regime))),
    status: Type.Union(DOSSIER_STATUSES.map((status) => Type.Literal(status))),
    source: Type.Union(DOSSIER_SOURCES.map((source) => Type.Literal(source))),
    ingestionPartner: nullable(Type.String()),
    requiresReview: Type.Boolean(),
    autoDispatch: Type.String({
      description: '`not requested`, `requested`, `dispatched` or `refused: <reason>`',
    }),
    client: Type.Union([
      Type.Object(
        {
          code: Type.String(),
          name: Type.Optional(Type.String()),
          identification_number: Type.Optional(nullable(Type.String())),
          is_customs_client: Type.Optional(Type.Boolean()),
        },
        {
          description:
            'A partner sees the code its dossier is filed under; an administrator the client as stored',
        },
      ),
      Type.Null(),
    ]),
    createdAt: Type.String({ format: 'date-time' }),
  },
  { title: 'DossierSummary' },
);

const component = (name: string) => Type.Unsafe<unknown>(ref(name));

export const DossierDetailSchema = Type.Intersect(
  [
    component('DossierSummary'),
    Type.Object({
      documents: Type.Array(
        Type.Object({
          id: Type.String({ format: 'uuid' }),
          kind: Type.String(),
          file_name: nullable(Type.String()),
          content_type: Type.String(),
          size_bytes: Type.Integer(),
          sha256: Type.String(),
        }),
      ),
      declaration: Type.Union([component('CanonicalDeclaration'), Type.Null()], {
        description: 'After company defaults were merged; access codes shown as ****',
      }),
    }),
  ],
  { title: 'DossierDetail' },
);

export const DossierListQuery = Type.Object(
  {
    ucr: Type.Optional(Type.String({ maxLength: 35 })),
    status: Type.Optional(Type.Union(DOSSIER_STATUSES.map((status) => Type.Literal(status)))),
    source: Type.Optional(Type.Union(DOSSIER_SOURCES.map((source) => Type.Literal(source)))),
    partner: Type.Optional(Type.String({ maxLength: 200 })),
    limit: Type.Integer({ minimum: 1, maximum: 200, default: 50 }),
  },
  { additionalProperties: false },
);
