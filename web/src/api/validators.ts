import { faultsOf, type FieldFault } from './field-faults.ts';
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
 * A member's limit as a hint for its empty input, from the schema: "max 35 characters", "a
 * number, 0 or more", or the example its description gives ("…, such as BE").
 */
export const memberHint = (schema: keyof typeof schemas, member: string): string | undefined => {
  const node = schemas[schema].properties[member];
  if (node?.maxLength !== undefined) return `max ${node.maxLength} characters`;
  if (node?.minimum !== undefined) return `a number, ${node.minimum} or more`;
  return /such as (\S+)$/.exec(node?.description ?? '')?.[1];
};
