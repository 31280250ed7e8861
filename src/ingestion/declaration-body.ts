import {
  parseDeclaration,
  readCanonicalXml,
  readJson,
  type CanonicalDeclaration,
} from '../canonical/index.ts';
import { DomainError } from '../errors/index.ts';
import type { RawBody } from '../http/request-body.ts';

/**
 * A request or message body (JSON or XML) to a valid declaration, or one DomainError listing every
 * complaint. The queue consumer uses the same function, so both entry points refuse alike.
 */
export const declarationFromBody = (
  body: Pick<RawBody, 'format' | 'text'>,
): CanonicalDeclaration => {
  const read =
    body.format === 'json'
      ? { tree: readJson(body.text), complaints: [] }
      : readCanonicalXml(body.text);
  const parsed =
    read.tree === undefined ? { ok: false as const, complaints: [] } : parseDeclaration(read.tree);
  const complaints = [...read.complaints, ...(parsed.ok ? [] : parsed.complaints)];
  if (complaints.length > 0 || !parsed.ok) {
    const count = complaints.length;
    throw new DomainError(
      'invalid',
      'validation',
      `The declaration is not valid: ${count} complaint${count === 1 ? '' : 's'}, listed in errors`,
      complaints,
    );
  }
  return parsed.declaration;
};
