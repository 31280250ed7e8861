import { Type, type Static, type TSchema } from '@sinclair/typebox';
import type { Complaint } from '../errors/index.ts';
import { country, eori, text } from './schema-parts.ts';

/** The columns' own range (numeric(12,4) and numeric(12,2)): a larger value could not be stored. */
const rate = (description: string, maximum: number) =>
  Type.Number({ minimum: 0, maximum, description });

/** Decimal places each column keeps; more would be rounded, silently changing what was sent. */
export const CLIENT_DECIMALS = { air_transport_rate_per_kg: 4, air_transport_minimum: 2 } as const;

/** Decimal places of a number as JSON wrote it (the shortest form that reads back the same). */
const decimalsOf = (amount: number): number => {
  const [mantissa = '', exponent = '0'] = String(amount).toLowerCase().split('e');
  const fraction = mantissa.split('.')[1]?.length ?? 0;
  return Math.max(0, fraction - Number(exponent));
};

/**
 * A client's amounts with more decimals than their column keeps: refused, never rounded on
 * storage. Every way a client is written (masterdata, a person's create or edit) asks this.
 */
export const tooManyDecimals = (item: unknown, path: (member: string) => string): Complaint[] =>
  typeof item !== 'object' || item === null
    ? []
    : Object.entries(CLIENT_DECIMALS).flatMap(([member, places]) => {
        const amount = (item as Record<string, unknown>)[member];
        if (typeof amount !== 'number' || decimalsOf(amount) <= places) return [];
        return [
          {
            path: path(member),
            message: `must have at most ${places} decimals`,
            keyword: 'decimals',
            params: { limit: places },
          },
        ];
      });

/** Absent keeps the stored value, null clears it: a push never erases what it does not mention. */
const opt = <T extends TSchema>(schema: T) =>
  Type.Optional(
    Type.Unsafe<Static<T> | null>({
      ...schema,
      type: [(schema as unknown as { type: string }).type, 'null'],
    }),
  );

/** One client as an accounting system sends it (the masterdata contract of POST /api/v1/clients and (SPEC.md "Client"; snake_case members). */
export const ClientItemSchema = Type.Object(
  {
    code: Type.String({
      minLength: 1,
      maxLength: 50,
      pattern: '^\\S(.*\\S)?$',
      description: 'a code of 1 to 50 characters without leading or trailing spaces',
    }),
    name: Type.String({
      minLength: 1,
      maxLength: 200,
      pattern: '\\S',
      description: 'a name of 1 to 200 characters',
    }),
    identification_number: opt(eori()),
    street_and_number: opt(text(70)),
    postcode: opt(text(17)),
    city: opt(text(35)),
    country: opt(country()),
    fr1: opt(text(100)),
    auth_c503: opt(text(100)),
    ref_4007: opt(text(100)),
    et_14000: opt(text(100)),
    default_procedure: opt(text(8)),
    ref_cbam: opt(text(100)),
    air_transport_rate_per_kg: opt(
      rate('a rate per kg from 0 to 99999999.9999 with at most 4 decimals', 99_999_999.9999),
    ),
    air_transport_minimum: opt(rate('an amount from 0 to 1000000000 with at most 2 decimals', 1e9)),
  },
  { title: 'ClientItem' },
);

export const ClientBatchSchema = Type.Object(
  {
    clients: Type.Array(ClientItemSchema, {
      maxItems: 50_000,
      description: 'a list of at most 50000 clients',
    }),
  },
  { title: 'ClientBatch' },
);

export type ClientItem = Static<typeof ClientItemSchema>;
export type ClientBatch = Static<typeof ClientBatchSchema>;
