import { DomainError } from '../errors/index.ts';
import { capComplaints } from './contract-validator.ts';
import { decodeUtf8 } from './decode-utf8.ts';
import { readJson } from './read-json.ts';
import { readCanonicalXml } from './read-xml.ts';
import { CanonicalDeclarationSchema, type CanonicalDeclaration } from './schema.ts';
import { parseDeclaration } from './validate.ts';

/**
 * A request or message body (JSON or XML bytes) to a valid declaration, or one DomainError
 * listing every complaint. Both entry points call it, so both refuse alike; it is pure, so a
 * large body can be read on a worker thread (body-readers) while the service goes on answering.
 */
export const readDeclaration = (
  bytes: Uint8Array,
  format: 'json' | 'xml',
): CanonicalDeclaration => {
  const text = decodeUtf8(bytes);
  const read =
    format === 'json'
      ? { tree: readJson(text, CanonicalDeclarationSchema), complaints: [] }
      : readCanonicalXml(text);
  const parsed =
    read.tree === undefined ? { ok: false as const, complaints: [] } : parseDeclaration(read.tree);
  const complaints = capComplaints([
    ...read.complaints,
    ...(parsed.ok
      ? []
      : parsed.complaints.filter((c) => !/^the list of complaints stops/.test(c.message))),
  ]);
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
