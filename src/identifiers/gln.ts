import { fails, passes, type IdentifierCheck } from './identifier-check.ts';

/**
 * The GS1 check digit of the first twelve digits of a GLN: weights 3 and 1 alternating from the
 * right, the digit that brings the sum to a multiple of ten (GS1 General Specifications 7.9.1).
 */
export const glnCheckDigit = (firstTwelve: string): string => {
  let sum = 0;
  for (let index = 0; index < firstTwelve.length; index += 1) {
    const fromRight = firstTwelve.length - index;
    sum += Number(firstTwelve[index]) * (fromRight % 2 === 1 ? 3 : 1);
  }
  return String((10 - (sum % 10)) % 10);
};

/** A Global Location Number as the message header carries the sender's: 13 digits, the last a check. */
export const checkGln = (value: string): IdentifierCheck => {
  if (!/^\d{13}$/.test(value))
    return fails(value, `${value || 'An empty value'} is not a GLN: 13 digits`, 'shape');
  const expected = glnCheckDigit(value.slice(0, 12));
  return value[12] === expected
    ? passes(value)
    : fails(
        value,
        `${value} has a wrong check digit: a GLN ${value.slice(0, 12)}… ends in ${expected}`,
        'check',
        expected,
      );
};
