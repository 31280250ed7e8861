import { fails, passes, type IdentifierCheck } from './identifier-check.ts';

const SHAPE = 'three letters for the owner, U, J or Z, six digits and a check digit (ISO 6346)';

/** ISO 6346 letter values: A is 10, then up by one, skipping the multiples of 11. */
const LETTER_VALUES: ReadonlyMap<string, number> = new Map(
  [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'].reduce<[string, number][]>((values, letter) => {
    let next = values.length === 0 ? 10 : values[values.length - 1]![1] + 1;
    if (next % 11 === 0) next += 1;
    return [...values, [letter, next]];
  }, []),
);

/**
 * The ISO 6346 check digit of the first ten characters (owner, category, serial): each value
 * times 2 to the power of its position, summed, modulo 11; a remainder of 10 is written 0.
 */
export const containerCheckDigit = (firstTen: string): number =>
  ([...firstTen].reduce(
    (sum, character, position) =>
      sum + (LETTER_VALUES.get(character) ?? Number(character)) * 2 ** position,
    0,
  ) %
    11) %
  10;

/** A container number as ISO 6346 writes it, check digit included. Checked as given. */
export const checkContainerNumber = (value: string): IdentifierCheck => {
  if (value === '') return fails(value, `is empty; a container number is ${SHAPE}`, 'empty');
  if (!/^[A-Z]{3}[UJZ][0-9]{7}$/.test(value))
    return fails(value, `${value} is not a container number: ${SHAPE}`, 'shape');
  const expected = containerCheckDigit(value.slice(0, 10));
  return Number(value[10]) === expected
    ? passes(value)
    : fails(
        value,
        `${value}: the last digit of a container number is a check digit (ISO 6346) and should be ${expected}`,
        'check',
        String(expected),
      );
};
