import type { DeclarationType } from '../canonical/index.ts';
import { textFault } from '../canonical/index.ts';
import { DomainError, type Complaint } from '../errors/index.ts';
import {
  checkContainerNumber,
  identifierComplaint,
  normaliseIdentifier,
} from '../identifiers/index.ts';

export interface NewDossierFields {
  readonly regime: DeclarationType;
  readonly clientCode?: string;
  /** The new client as sent (JSON), checked by the clients module. */
  readonly newClient?: unknown;
  readonly ucr?: string;
  readonly containerNumber?: string;
}

const REGIMES: readonly DeclarationType[] = ['IM', 'EX', 'T1', 'T2'];

/** The form fields of /NewDossier, every fault named at its field, all at once. */
export const readNewDossierFields = (
  fields: Readonly<Record<string, string>>,
): NewDossierFields => {
  const complaints: Complaint[] = [];
  // Each complaint names its keyword too, for the page to word it in the user's language.
  const complain = (
    path: string,
    message: string,
    keyword: string,
    params: Record<string, unknown> = {},
  ) => complaints.push({ path, message, keyword, params });
  const given = (name: string) => {
    const value = fields[name]?.trim();
    if (!value) return undefined;
    if (textFault(value))
      complain(`/${name}`, 'holds a character a declaration cannot carry', 'character');
    return value;
  };
  const regime = given('regime');
  if (!regime) complain('/regime', 'is required: IM, EX, T1 or T2', 'required');
  else if (!REGIMES.includes(regime as DeclarationType))
    complain('/regime', `is ${regime}; it must be IM, EX, T1 or T2`, 'enum', {
      allowedValues: REGIMES,
    });
  const clientCode = given('clientCode');
  const newClientText = given('newClient');
  let newClient: unknown;
  if (clientCode && newClientText)
    complain('/newClient', 'choose a client or create one, not both', 'client-choice', {
      given: 'both',
    });
  else if (!clientCode && !newClientText)
    complain('/clientCode', 'is required: pick a customs client or create one', 'client-choice', {
      given: 'none',
    });
  if (newClientText)
    try {
      newClient = JSON.parse(newClientText) as unknown;
    } catch {
      complain('/newClient', 'is not a JSON object of client members', 'json');
    }
  const ucr = given('ucr');
  if (ucr && ucr.length > 35)
    complain('/ucr', 'is longer than 35 characters', 'maxLength', { limit: 35 });
  // Typed as printed on the box ("MSKU 123456-5"), kept as customs writes it, check digit checked.
  const container = normaliseIdentifier(given('containerNumber') ?? '');
  const containerCheck = checkContainerNumber(container);
  if (container && !containerCheck.ok)
    complaints.push(identifierComplaint('/containerNumber', 'container-number', containerCheck));
  if (complaints.length > 0)
    throw new DomainError(
      'invalid',
      'validation',
      'The new dossier is not complete; see errors',
      complaints,
    );
  return {
    regime: regime as DeclarationType,
    ...(clientCode ? { clientCode } : {}),
    ...(newClientText ? { newClient } : {}),
    ...(ucr ? { ucr } : {}),
    ...(container ? { containerNumber: container } : {}),
  };
};
