import type { Complaint } from '../errors/index.ts';
import { compileContract } from './contract-validator.ts';
import { CanonicalDeclarationSchema, type CanonicalDeclaration } from './schema.ts';
import { semanticComplaints } from './semantic-rules.ts';

export type ParseResult =
  { ok: true; declaration: CanonicalDeclaration } | { ok: false; complaints: Complaint[] };

const validateDeclaration = compileContract<CanonicalDeclaration>(CanonicalDeclarationSchema, {
  rules: semanticComplaints,
});

/** Unparsed JSON or XML tree in, a typed declaration or every complaint out. */
export const parseDeclaration = (tree: unknown): ParseResult => {
  if (typeof tree !== 'object' || tree === null || Array.isArray(tree)) {
    return {
      ok: false,
      complaints: [{ path: '/', message: 'must be an object holding a declaration' }],
    };
  }
  const result = validateDeclaration(tree);
  return result.ok ? { ok: true, declaration: result.value } : result;
};
