import type { DeclarationType } from '../canonical/index.ts';

/**
 * The fixed part of the UCR of a declaration that came without one. The INSERT appends a number
 * from the dossier_ucr_seq sequence: `CDS-T1-261123-000042`. Readable (regime and day), unique (a
 * sequence shared by every instance), at most 35 characters, and no extra round trip.
 */
export const ucrPrefix = (type: DeclarationType, today: string): string =>
  `CDS-${type}-${today.slice(2).replace(/-/g, '')}-`;
