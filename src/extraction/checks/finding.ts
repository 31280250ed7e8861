import type { ValueSource } from '../document-text.ts';

/**
 * What a check after extraction found, attached to the field it concerns (a JSON pointer into the
 * dossier's canonical declaration, as the review page and the filing rules use), with where the
 * value came from and how sure the reader was of it.
 */
export interface Finding {
  /** Stable, for the review page and tests: `total-mismatch`, `gross-below-net`, ... */
  readonly code: string;
  /** error: the declaration would be wrong as it stands; warning: look at it; info: for the record. */
  readonly severity: 'error' | 'warning' | 'info';
  readonly path: string;
  readonly message: string;
  readonly source?: ValueSource;
  /** The reader's confidence in the value the finding is about, 0 to 1. */
  readonly confidence?: number;
}
