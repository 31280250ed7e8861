import type { schema } from '../../db/index.ts';

export type ReferenceDomain = (typeof schema.REFERENCE_DOMAINS)[number];
export type ReferenceOrigin = (typeof schema.REFERENCE_ORIGINS)[number];

/** One entry of an EU code list, as published: only `valid` entries pass a filing check. */
export interface CodeEntry {
  readonly code: string;
  readonly description: string | null;
  readonly state: string;
  /** yyyy-MM-dd */
  readonly validFrom: string | null;
}

export interface CodeListData {
  /** `CL017`, or the publication's list name when no CL number is known for it. */
  readonly list: string;
  /** The publication's name: KindOfPackages. */
  readonly name: string;
  readonly entries: readonly CodeEntry[];
}

/** The lists of one business domain and phase, from one publication. */
export interface CodeListSet {
  readonly domain: ReferenceDomain;
  readonly phase: number;
  /** The publication's own date (messageInformation.snapshotDate), yyyy-MM-dd. */
  readonly snapshotDate: string | null;
  readonly lists: readonly CodeListData[];
}

/** One customs office of the customs office list (COL), all its languages merged. */
export interface OfficeData {
  readonly id: string;
  readonly country: string;
  readonly names: Readonly<Record<string, string>>;
  readonly roles: readonly string[];
  readonly phone: string | null;
  readonly state: string;
  readonly validFrom: string | null;
}

export interface OfficeList {
  readonly snapshotDate: string | null;
  readonly offices: readonly OfficeData[];
}

/**
 * The customs office list is shared by every domain and phase; its status sits among the code
 * lists as list `COL` of phase 0, so one table says what is synced and what is embedded.
 */
export const OFFICE_LIST = {
  domain: 'transit',
  phase: 0,
  list: 'COL',
  name: 'CustomsOffices',
} as const;
