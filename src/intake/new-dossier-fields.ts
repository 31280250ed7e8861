import type { DeclarationType } from '../canonical/index.ts';
import { textFault } from '../canonical/index.ts';
import { DomainError, type Complaint } from '../errors/index.ts';

export interface NewDossierFields {
  readonly regime: DeclarationType;
  readonly clientCode?: string;
  /** The new client as sent (JSON), checked by the clients module. */
  readonly newClient?: unknown;
  readonly ucr?: string;
  readonly containerNumber?: string;
}

const REGIMES: readonly DeclarationType[] = ['IM', 'EX', 'T1', 'T2'];
/** ISO 6346: owner code (3 letters), category (U, J or Z), six digits and a check digit. */
const CONTAINER = /^[A-Z]{3}[UJZ]\d{7}$/;

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
  const container = given('containerNumber')?.replace(/\s+/g, '').toUpperCase();
  if (container && !CONTAINER.test(container))
    complain(
      '/containerNumber',
      `is ${container}; a container number is four letters and seven digits (ISO 6346)`,
    );
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
