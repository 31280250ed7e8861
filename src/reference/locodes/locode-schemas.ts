import { Type, type Static } from '@sinclair/typebox';

const nullable = <T extends ReturnType<typeof Type.String>>(schema: T) =>
  Type.Union([schema, Type.Null()]);

export const LocodeSearchQuery = Type.Object({
  q: Type.Optional(
    Type.String({
      maxLength: 100,
      description:
        'At least 2 characters: a UN/LOCODE (`BEANR`, `BE ANR`) or a place name or its start; accents and case do not count',
    }),
  ),
  limit: Type.Optional(
    Type.Integer({ minimum: 1, maximum: 100, default: 20, description: 'At most this many' }),
  ),
  country: Type.Optional(
    Type.String({
      pattern: '^[A-Za-z]{2}$',
      description: 'Only locations in this country (ISO 3166-1 alpha-2)',
    }),
  ),
});
export type LocodeSearchQuery = Static<typeof LocodeSearchQuery>;

export const LocodeHitSchema = Type.Object(
  {
    code: Type.String({ description: 'Country and location: BEANR', examples: ['BEANR'] }),
    name: Type.String({ description: 'As UN/LOCODE writes it, with diacritics' }),
    country: Type.String({ description: 'ISO 3166-1 alpha-2' }),
    subdivision: nullable(
      Type.String({ description: 'ISO 3166-2 subdivision without the country: VAN' }),
    ),
    functions: nullable(
      Type.String({
        description:
          'Eight positions, a digit where the function is present: 1 port, 2 rail, 3 road, 4 airport, 5 postal exchange, 6 inland clearance depot, 7 fixed transport, B border crossing; 0 not known',
        examples: ['12345---'],
      }),
    ),
    coordinates: Type.Union([
      Type.Object({ latitude: Type.Number(), longitude: Type.Number() }),
      Type.Null(),
    ]),
  },
  { title: 'LocodeHit' },
);
