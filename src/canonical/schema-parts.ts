import { Type, type TSchema } from '@sinclair/typebox';

/** A closed set of codes, as one JSON Schema `enum` (one clear complaint, not one per alternative). */
export const oneOf = <const T extends string>(values: readonly T[], description: string) =>
  Type.Unsafe<T>({ type: 'string', enum: [...values], description });

/*
 * Building blocks of the canonical contract. Every value schema carries a `description` that
 * completes "must be ...", so a complaint reads like the contract. Lengths follow the EU customs
 * data model where a value ends up in a filed message (names an..70, cities an..35, ...).
 */

const MAX_NUMBER = 1e15; // beyond this a JSON number no longer keeps every decimal digit

export const text = (maxLength: number, description = `text of at most ${maxLength} characters`) =>
  Type.String({ maxLength, description });

export const coded = (pattern: string, description: string) =>
  Type.String({ pattern, description });

export const country = (what = 'a two-letter ISO 3166-1 alpha-2 code in capitals, such as BE') =>
  coded('^[A-Z]{2}$', what);
export const currency = () =>
  coded('^[A-Z]{3}$', 'a three-letter ISO 4217 code in capitals, such as EUR');
/** Customs dates lie between 1900 and 2999; year 0000 is not even a date PostgreSQL can store. */
export const isoDate = () =>
  Type.String({
    format: 'date',
    pattern: '^(19|2[0-9])[0-9]{2}-',
    description: 'a date in the form yyyy-MM-dd, from 1900 to 2999',
  });
export const office = () =>
  coded('^[A-Z]{2}[A-Z0-9]{6}$', 'an 8-character customs office code such as BE101000');
export const eori = () =>
  coded(
    '^[A-Z]{2}[A-Za-z0-9]{1,15}$',
    'an EORI number: a two-letter country code and up to 15 letters or digits',
  );

export const quantity = (description = 'a number of at least 0') =>
  Type.Number({ minimum: 0, maximum: MAX_NUMBER, description });
export const amount = () =>
  Type.Number({
    minimum: -MAX_NUMBER,
    maximum: MAX_NUMBER,
    description: `a number between -${MAX_NUMBER} and ${MAX_NUMBER}`,
  });
export const wholeNumber = (minimum: number, maximum: number) =>
  Type.Integer({ minimum, maximum, description: `a whole number from ${minimum} to ${maximum}` });
export const sequenceNumber = () => wholeNumber(0, 2_147_483_647);
export const flag = () => Type.Boolean({ description: 'true or false' });

/** A list that the XML form wraps, one child element per entry (DECISIONS.md section 6). */
export const list = <T extends TSchema>(items: T, xmlItemName: string, maxItems = 99_999) =>
  Type.Array(items, {
    maxItems,
    description: `a list of at most ${maxItems} entries`,
    xml: { wrapped: true, itemName: xmlItemName },
  });

export const CanonicalParty = Type.Object(
  {
    eori: Type.Optional(eori()),
    vat_number: Type.Optional(text(17)),
    name: Type.Optional(text(70)),
    street_and_number: Type.Optional(text(70)),
    postcode: Type.Optional(text(17)),
    city: Type.Optional(text(35)),
    country: Type.Optional(country()),
    contact_name: Type.Optional(text(70)),
    contact_phone: Type.Optional(text(35)),
    contact_email: Type.Optional(text(256)),
  },
  { title: 'CanonicalParty' },
);

export const CanonicalDocument = Type.Object(
  {
    sequence_number: Type.Optional(sequenceNumber()),
    type: Type.Optional(text(4, 'a document type code of at most 4 characters, such as N380')),
    reference: Type.Optional(text(70)),
    date: Type.Optional(isoDate()),
  },
  { title: 'CanonicalDocument' },
);
export const documents = () => list(CanonicalDocument, 'document');

export const CanonicalPackage = Type.Object(
  {
    type: Type.Optional(text(2, 'a CL017 package type code of at most 2 characters, such as CT')),
    quantity: Type.Optional(wholeNumber(0, 99_999_999)),
    shipping_marks: Type.Optional(text(512)),
  },
  { title: 'CanonicalPackage' },
);

export const CanonicalContainer = Type.Object(
  {
    container_number: Type.Optional(text(17)),
    seals: Type.Optional(list(text(20), 'seal')),
  },
  { title: 'CanonicalContainer' },
);
