import type { CompanySettings } from '../../../src/runtime-settings/index.ts';

// The samples are plain JSON each case changes in place.
export type Data = Record<string, any>;

/** One declaration per rule that breaks it and nothing else (test/filing/filing-rules.test.ts). */
export interface Case {
  /** The valid declaration it starts from. */
  readonly base: 'transit' | 'export' | 'import';
  readonly breaks: (d: Data) => void;
  /** Where the rule reports it, in the canonical declaration. */
  readonly path: string;
  readonly metadata?: object;
  readonly company?: CompanySettings;
}
