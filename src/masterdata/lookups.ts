import type { ReferenceCodes } from '../regimes/index.ts';

/** The reference data a list is checked against; absent parts leave a value checked by form only. */
export interface MasterdataLookups {
  readonly codes?: ReferenceCodes;
  /** Whether a UN/LOCODE is in the loaded list; undefined when none is loaded. */
  readonly isLocode?: (code: string) => Promise<boolean | undefined>;
}
