import { Type } from '@sinclair/typebox';

const number = (description: string) => Type.Optional(Type.Number({ description }));

/** POST /api/dossiers/{uuid}/breakdown: the items the message would carry, and the suggestion. */
export const Breakdown = Type.Object(
  {
    items: Type.Array(
      Type.Object({
        number: Type.Integer({ description: 'The item number in the message' }),
        lines: Type.Array(Type.Integer({ minimum: 0 }), {
          description: 'The goods lines it holds, as indexes into goods_items',
        }),
        commodity_code: Type.Optional(Type.String()),
        country_of_origin: Type.Optional(Type.String()),
        preferential: Type.Optional(Type.Boolean()),
        description: Type.Optional(Type.String()),
        packages: Type.Integer({ minimum: 0, description: 'The packages of its lines, counted' }),
        gross_mass: number('kg, its lines added up'),
        net_mass: number('kg, its lines added up'),
        statistical_value: number('its lines added up'),
        total_price: number('its lines added up'),
        currency: Type.Optional(Type.String()),
      }),
    ),
    conflicts: Type.Array(
      Type.Object({
        line: Type.Integer({ minimum: 0 }),
        field: Type.String({ description: 'The value that must be equal within one item' }),
        firstLine: Type.Integer({ minimum: 0 }),
        number: Type.Integer(),
      }),
      { description: 'Lines put in one item that differ in what an item must share' },
    ),
    suggested: Type.Array(Type.Integer({ minimum: 1 }), {
      description:
        'Per goods line, the item it would be in if lines equal in every key were put together',
    }),
    keys: Type.Array(Type.String(), {
      description: "What must be equal within one item, for the declaration's regime",
    }),
  },
  { title: 'GoodsBreakdown' },
);
