import type { DeclarationType } from '../canonical/index.ts';
import { textFault } from '../canonical/index.ts';
import { DomainError, type Complaint } from '../errors/index.ts';
import { checkContainerNumber, normaliseIdentifier } from '../identifiers/index.ts';

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
  const complain = (path: string, message: string) => complaints.push({ path, message });
  const given = (name: string) => {
    const value = fields[name]?.trim();
    if (!value) return undefined;
    if (textFault(value)) complain(`/${name}`, 'holds a character a declaration cannot carry');
    return value;
  };
  const regime = given('regime');
  if (!regime) complain('/regime', 'is required: IM, EX, T1 or T2');
  else if (!REGIMES.includes(regime as DeclarationType))
    complain('/regime', `is ${regime}; it must be IM, EX, T1 or T2`);
  const clientCode = given('clientCode');
  const newClientText = given('newClient');
  let newClient: unknown;
  if (clientCode && newClientText)
    complain('/newClient', 'choose a client or create one, not both');
  else if (!clientCode && !newClientText)
    complain('/clientCode', 'is required: pick a customs client or create one');
  if (newClientText)
    try {
      newClient = JSON.parse(newClientText) as unknown;
    } catch {
      complain('/newClient', 'is not a JSON object of client members');
    }
  const ucr = given('ucr');
  if (ucr && ucr.length > 35) complain('/ucr', 'is longer than 35 characters');
  // Typed as printed on the box ("MSKU 123456-5"), kept as customs writes it, check digit checked.
  const container = normaliseIdentifier(given('containerNumber') ?? '');
  const containerCheck = checkContainerNumber(container);
  if (container && !containerCheck.ok) complain('/containerNumber', containerCheck.reason);
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
