import { faultsOf, type FieldFault, type MemberHint } from './field-faults.ts';
import { schemas, validateClientItem, validateNewDossierFields } from './validators.generated.js';

// The server's own schemas, compiled ahead (scripts/write-web-types.ts): a form says what the
// server would say, before anything is sent, and a limit changed on the server changes here too.

/** A client as POST /api/clients takes it (ClientItem); `at` is where it sits in a larger body. */
export const clientItemFaults = (item: unknown, at = ''): FieldFault[] =>
  faultsOf(validateClientItem, item, at);

/** The text parts of POST /api/dossiers (regime, ucr, containerNumber, clientCode). */
export const newDossierFieldFaults = (fields: unknown): FieldFault[] =>
  faultsOf(validateNewDossierFields, fields);

/**
 * A member's limit as a hint for its empty input, from the schema: its length, its least value, or
 * the example its description gives ("…, such as BE"); worded by field-faults.ts hintMessage.
 */
export const memberHint = (
  schema: keyof typeof schemas,
  member: string,
): MemberHint | undefined => {
  const node = schemas[schema].properties[member];
  if (node?.maxLength !== undefined) return { maxLength: node.maxLength };
  if (node?.minimum !== undefined) return { minimum: node.minimum };
  const example = /such as (\S+)$/.exec(node?.description ?? '')?.[1];
  return example === undefined ? undefined : { example };
};
