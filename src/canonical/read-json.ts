import { DomainError } from '../errors/index.ts';

/**
 * JSON text to a plain tree. The parser's own message quotes the body, which is not echoed back;
 * the position is enough to find the fault. `__proto__` keys stay plain data: the normalizer only
 * ever copies the contract's own property names.
 */
export const readJson = (text: string): unknown => {
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    const position = /position (\d+)/.exec((error as Error).message)?.[1];
    throw new DomainError(
      'unparseable',
      'bad-json',
      `The body is not valid JSON${position ? ` (at character ${position})` : ''}`,
    );
  }
};
