import { Type } from '@sinclair/typebox';
import { ref } from '../http/index.ts';

/** POST /api/v1/clients 200 body (DECISIONS.md section 5, decision 0015). */
export const ClientBatchOutcomeSchema = Type.Object(
  {
    received: Type.Integer(),
    created: Type.Integer(),
    updated: Type.Integer({ description: 'Rows whose code existed, changed or not' }),
    kept: Type.Array(
      Type.Object({
        row: Type.Integer(),
        code: Type.String(),
        fields: Type.Array(Type.String()),
        reason: Type.Union([
          Type.Literal('edited-by-hand'),
          Type.Literal('customs-client-identification-number'),
        ]),
        detail: Type.String(),
      }),
      { description: 'What masterdata did not change on an existing client, and why' },
    ),
  },
  { title: 'ClientBatchOutcome' },
);

/** GET /api/v1/clients/{code}: the client as stored. */
export const ClientSchema = Type.Intersect(
  [
    Type.Unsafe<unknown>(ref('ClientItem')),
    Type.Object({
      is_customs_client: Type.Boolean(),
      hand_edited_fields: Type.Array(Type.String()),
      created_at: Type.String({ format: 'date-time' }),
      created_by: Type.String(),
      updated_at: Type.String({ format: 'date-time' }),
      updated_by: Type.String(),
    }),
  ],
  { title: 'Client' },
);
