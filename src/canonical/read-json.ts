import { DomainError } from '../errors/index.ts';
import { scanJson } from './scan-json.ts';
import type { SchemaNode } from './schema-walk.ts';

/**
 * JSON text to a plain tree, bounded by the contract it is read for (scan-json.ts): a body over a
 * limit, or with a property written twice, is refused here, before anything walks the tree. The
 * parser's own message quotes the body, which is not echoed back; the position is enough to find
 * the fault. `__proto__` keys stay plain data: the normalizer only copies the contract's names.
 */
export const readJson = (text: string, contract: SchemaNode): unknown => {
  let tree: unknown;
  try {
    tree = JSON.parse(text) as unknown;
  } catch (error) {
    const position = /position (\d+)/.exec((error as Error).message)?.[1];
    throw new DomainError(
      'unparseable',
      'bad-json',
      `The body is not valid JSON${position ? ` (at character ${position})` : ''}`,
    );
  }
  const complaints = scanJson(text, contract);
  if (complaints.length > 0) {
    const count = complaints.length;
    throw new DomainError(
      'invalid',
      'validation',
      `The body is refused as it is read, before validation: ${count} complaint${count === 1 ? '' : 's'}, listed in errors`,
      complaints,
    );
  }
  return tree;
};
