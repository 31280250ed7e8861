// Identifiers checked as customs checks them. Pure: no Node built-ins, no database, nothing
// outside this folder, so the web app can import the very same checks.
export { checkContainerNumber, containerCheckDigit } from './container-number.ts';
export { checkEori, enterpriseNumberCheck, type EoriLookups } from './eori.ts';
export {
  faultParams,
  identifierComplaint,
  type IdentifierKind,
  normaliseIdentifier,
  type IdentifierCheck,
  type IdentifierFault,
} from './identifier-check.ts';
export { checkGln, glnCheckDigit } from './gln.ts';
export { checkOfficeCode, type OfficeLookups } from './office-code.ts';
export { checkUnLocode, type UnLocodeLookups } from './unlocode.ts';
