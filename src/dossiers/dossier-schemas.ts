import { Type } from '@sinclair/typebox';
import { DOCUMENT_KINDS, DOSSIER_SOURCES, DOSSIER_STATUSES, REGIMES } from '../db/schema/index.ts';
import { ref } from '../http/index.ts';

const nullable = <T extends ReturnType<typeof Type.String>>(schema: T) =>
  Type.Union([schema, Type.Null()]);

const Status = Type.Union(DOSSIER_STATUSES.map((status) => Type.Literal(status)));

/** GET /api/declarations and /{uuid}: the dossier as the API shows it (DECISIONS.md section 5). */
export const DossierSummarySchema = Type.Object(
  {
    uuid: Type.String({ format: 'uuid' }),
    ucr: Type.String(),
    regime: Type.Union(REGIMES.map((regime) => Type.Literal(regime))),
    status: Status,
    source: Type.Union(DOSSIER_SOURCES.map((source) => Type.Literal(source))),
    ingestionPartner: nullable(Type.String()),
    partnerDisplay: nullable(
      Type.String({ description: 'The partner as shown: `API` for a bearer-token application' }),
    ),
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
    containerNumber: nullable(Type.String()),
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
          kind: Type.Union(DOCUMENT_KINDS.map((kind) => Type.Literal(kind))),
          file_name: nullable(Type.String()),
          content_type: Type.String(),
          size_bytes: Type.Integer(),
          sha256: Type.String(),
        }),
      ),
      lrn: nullable(Type.String()),
      revision: Type.Integer({
        description:
          'How many times a person saved corrections; the ETag, and the If-Match of a change',
      }),
      createdBy: Type.String(),
      updatedAt: Type.String({ format: 'date-time' }),
      filed: Type.Union([
        Type.Object({
          messageType: Type.String(),
          messageId: Type.String({ format: 'uuid' }),
          environment: Type.String(),
          status: Type.String({ description: 'Pending, Sent or Failed in the outbox' }),
          renumbered: Type.Array(
            Type.Object({
              path: Type.String({ description: 'JSON Pointer of the dossier’s own number' }),
              element: Type.String({ description: 'The message element that carries it' }),
              from: Type.Integer({ description: 'The dossier’s number' }),
              to: Type.Integer({ description: 'The number filed for it' }),
            }),
            {
              description:
                'The numbers the message gave in place of the dossier’s (NCTS numbers each group 1, 2, 3 …: R0987, R0007)',
            },
          ),
        }),
        Type.Null(),
      ]),
      findings: Type.Array(
        Type.Object({
          code: Type.String({ description: 'The filing rule that refuses it, such as ALL-EORI' }),
          severity: Type.Literal('error'),
          path: Type.String({ description: 'JSON Pointer into the declaration' }),
          message: Type.String(),
          params: Type.Optional(
            Type.Object(
              {
                kind: Type.Union(
                  ['eori', 'container-number', 'unlocode', 'office-code'].map((kind) =>
                    Type.Literal(kind),
                  ),
                ),
                fault: Type.String({
                  description: 'empty, shape, too-long, country, belgian, check, unknown or role',
                }),
                value: Type.String(),
                expected: Type.Optional(
                  Type.String({ description: 'The check digits, or the role, it should have' }),
                ),
              },
              { description: 'The identifier refused, for the page to word in its language' },
            ),
          ),
        }),
        {
          description:
            "What customs would refuse in a partner's declaration as it arrived (an identifier's check digit, an office without its role): accepted and stored as sent, refused by the filing rules until corrected",
        },
      ),
      declaration: Type.Union([component('CanonicalDeclaration'), Type.Null()], {
        description: 'After company defaults were merged; access codes shown as ****',
      }),
    }),
  ],
  { title: 'DossierDetail' },
);

export const DOSSIER_SORTS = ['createdAt', 'ucr', 'status', 'regime', 'client'] as const;

/** A day as Brussels counts it; the year kept to four digits PostgreSQL reads as a date. */
const brusselsDay = (description: string) =>
  Type.String({ format: 'date', pattern: '^[12][0-9]{3}-', description });

export const DossierListQuery = Type.Object(
  {
    ucr: Type.Optional(Type.String({ maxLength: 35, description: 'Exactly this UCR' })),
    q: Type.Optional(
      Type.String({
        minLength: 2,
        maxLength: 35,
        description:
          'Any part of a UCR or a container number, in any case; a term without three letters or digits in a row matches their start',
      }),
    ),
    regime: Type.Optional(Type.Union(REGIMES.map((regime) => Type.Literal(regime)))),
    status: Type.Optional(Type.Union(DOSSIER_STATUSES.map((status) => Type.Literal(status)))),
    source: Type.Optional(Type.Union(DOSSIER_SOURCES.map((source) => Type.Literal(source)))),
    client: Type.Optional(
      Type.String({
        minLength: 2,
        maxLength: 200,
        description:
          "Any part of the client's code or name, in any case (a term without three letters or digits in a row: their start); a dossier without a client is found by its house consignees' names and EORIs",
      }),
    ),
    clientCode: Type.Optional(
      Type.String({ maxLength: 50, description: 'Exactly this client code' }),
    ),
    partner: Type.Optional(Type.String({ maxLength: 200 })),
    createdFrom: Type.Optional(
      brusselsDay('Created on or after this day (YYYY-MM-DD, Europe/Brussels)'),
    ),
    createdTo: Type.Optional(
      brusselsDay('Created on or before this day (YYYY-MM-DD, Europe/Brussels), the whole day'),
    ),
    // Optional for the caller; the server fills the default in (Ajv's useDefaults) before use.
    sort: Type.Optional(
      Type.Union(
        DOSSIER_SORTS.map((sort) => Type.Literal(sort)),
        { default: 'createdAt' },
      ),
    ),
    order: Type.Optional(
      Type.Union([Type.Literal('asc'), Type.Literal('desc')], { default: 'desc' }),
    ),
    offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 10_000_000, default: 0 })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200, default: 50 })),
  },
  { additionalProperties: false },
);

export const DossierHistorySchema = Type.Array(
  Type.Object({
    at: Type.String({ format: 'date-time' }),
    actor: Type.String(),
    action: Type.String(),
    from: Type.Union([Status, Type.Null()], { description: 'The status before, if it changed' }),
    to: Type.Union([Status, Type.Null()], { description: 'The status after, if it changed' }),
    reason: nullable(Type.String()),
    changes: Type.Optional(
      Type.Array(
        Type.Object({
          path: Type.String({ description: 'JSON Pointer into the declaration' }),
          from: Type.Optional(Type.Unknown()),
          to: Type.Optional(Type.Unknown()),
        }),
        { description: 'The values a person corrected (action dossier.corrected)' },
      ),
    ),
    problems: Type.Optional(
      Type.Array(
        Type.Object({
          path: Type.String({ description: 'JSON Pointer into the declaration' }),
          element: Type.String({ description: 'The message element' }),
          rule: Type.Optional(Type.String({ description: 'The filing rule, such as R0060' })),
          message: Type.String(),
        }),
        {
          description:
            'Why an automatic dispatch was refused (action dossier.auto-dispatch-refused)',
        },
      ),
    ),
  }),
  { title: 'DossierHistory' },
);
