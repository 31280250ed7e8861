import type { CustomsRate } from '../../valuation/index.ts';
import type { CompanySettings } from '../../runtime-settings/index.ts';

/** What a message needs besides the declaration: its identity, sender and the NCTS phase. */
export interface MessageContext {
  /** Stable across retries: the outbox message id (without dashes: 32 characters, within 35). */
  readonly messageId: string;
  /** Local Reference Number, at most 22 characters. */
  readonly lrn: string;
  /** `declarations:sender_gln`. */
  readonly senderGln: string | undefined;
  readonly recipient: string;
  /** Brussels local time without zone, as the schemas want: `2026-11-23T10:15:00`. */
  readonly preparedAt: string;
  readonly phase: 5 | 6;
  readonly company: CompanySettings;
  readonly metadata: CustomsMetadata;
  /** Root namespaces of CC515C and IE415B, as the configured national schemas declare them. */
  readonly namespaces: { readonly cc515c: string; readonly ie415b: string };
  /** The customs exchange rates valid on the declaration's day (euro amounts are converted). */
  readonly rates: readonly CustomsRate[];
}

/** SPEC.md "CustomsDeclaration": what a declarant may have set on the dossier beyond the data. */
export interface CustomsMetadata {
  readonly useH2b?: boolean;
  readonly supervisingCustomsOfficeRef?: string | null;
}

const brusselsClock = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Europe/Brussels',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

export const brusselsDateTime = (at: Date): string => brusselsClock.format(at).replace(' ', 'T');

/**
 * The LRN of a dossier's declaration: `CDS` and 19 hex digits of its id, so every dossier has one
 * and the same one on every build (the filing system may assign its own, SPEC.md "Dossier").
 */
export const lrnOf = (dossierId: string): string =>
  `CDS${dossierId.replace(/-/g, '').slice(0, 19).toUpperCase()}`;
