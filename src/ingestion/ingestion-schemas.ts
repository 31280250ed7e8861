import { Type } from '@sinclair/typebox';
import { DECLARATION_TYPES } from '../canonical/index.ts';

/** SPEC.md "Ingestion response (201 body)". */
export const IngestionResponseSchema = Type.Object(
  {
    uuid: Type.String({ format: 'uuid' }),
    ucr: Type.String(),
    regime: Type.Union(DECLARATION_TYPES.map((type) => Type.Literal(type))),
    status: Type.Union([Type.Literal('Review'), Type.Literal('Submitted')]),
    autoDispatch: Type.String({
      description: '`not requested`, `dispatched` or `refused: <reason>`',
    }),
  },
  { title: 'IngestionResponse' },
);
