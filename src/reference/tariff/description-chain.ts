export interface TariffDescriptions {
  readonly nl: string | null;
  readonly fr: string | null;
  readonly en: string | null;
}

/** One level of a line's description chain: the heading, a grouping line between, or the line. */
export interface ChainStep {
  readonly code: string;
  readonly suffix: string;
  /** Without the leading dashes of the printed tariff ("- - - Other" is "Other"). */
  readonly descriptions: TariffDescriptions;
}

/** Where a line sits in the nomenclature. */
export interface NomenclatureLine {
  readonly code: string;
  readonly suffix: string;
  /** TARIC's number of indents: 0 for a chapter or heading, 1 for a "- " line, 2 for "- - ". */
  readonly indent: number | null;
}

// Dashes followed by a space: "-5 °C" is a description, not an indent.
const LEADING_DASHES = /^\s*(?:[-‐–—]\s*)*[-‐–—]\s+/u;

/** A description without the dashes that print its indent: "- - - Other" -> "Other". */
export const withoutDashes = (text: string | null): string | null => {
  if (text === null) return null;
  const bare = text.replace(LEADING_DASHES, '').trim();
  return bare === '' ? text.trim() || null : bare;
};

export const stepOf = (
  line: { code: string; suffix: string },
  descriptions: TariffDescriptions,
): ChainStep => ({
  code: line.code,
  suffix: line.suffix,
  descriptions: {
    nl: withoutDashes(descriptions.nl),
    fr: withoutDashes(descriptions.fr),
    en: withoutDashes(descriptions.en),
  },
});

/** The heading a code belongs to (its first four digits): the top of every chain. */
export const headingOf = (code: string): string => code.slice(0, 4);

/** A chapter (`73000000..`) or a heading (`7318000000`): a chain of its own line alone. */
export const isHeadingOrAbove = (code: string): boolean => /^\d{4}0+$/.test(code);

/** Nomenclature order: by code, then by suffix (grouping lines before the line of their code). */
export const byPlace = (a: Pick<NomenclatureLine, 'code' | 'suffix'>, b: typeof a): number =>
  a.code === b.code ? a.suffix.localeCompare(b.suffix) : a.code < b.code ? -1 : 1;

/** The description period in force on the date: the last started by then, else the first. */
export const periodOn = <P extends { validFrom: string }>(
  periods: readonly P[],
  date: string,
): P | undefined => {
  const sorted = [...periods].sort((a, b) => a.validFrom.localeCompare(b.validFrom));
  return sorted.filter((period) => period.validFrom <= date).at(-1) ?? sorted[0];
};
