import { countryNames, normalizeName } from './country-names.ts';

/** SPEC.md "Reference data", country resolution: the step that matched, in order. */
export type CountryStep = 'code' | 'alias' | 'name' | 'partial' | 'unresolved';

export interface CountryResolution {
  /** What was given, untouched. */
  readonly input: string;
  /** The ISO 3166-1 alpha-2 code of CL008, or undefined when nothing matched for certain. */
  readonly code: string | undefined;
  readonly step: CountryStep;
  /** Countries a partial match could mean, when it could mean more than one. */
  readonly candidates?: readonly string[];
}

export interface CountryResolverOptions {
  /** The code set of CL008 (country codes full list), with each code's English description. */
  readonly countries: ReadonlyMap<string, string>;
  /** The CountryAliases setting: name -> code, names compared case-insensitively. */
  readonly aliases: Readonly<Record<string, string>>;
  /** Step 5 of SPEC.md: called for a name nothing matched. */
  readonly warn?: (resolution: CountryResolution) => void;
}

/** Partial matches are tried from this length on: "ge" would match half the world. */
const MIN_PARTIAL = 3;

/**
 * The one country resolution of the service (extraction, web pages, masterdata), SPEC.md's five
 * steps in order: (1) already a code of CL008; (2) the CountryAliases setting; (3) an exact
 * English or Dutch name; (4) a name that starts with, contains or is contained in the text, when
 * it points at one country only; (5) nothing: warn and leave the text as it was.
 */
export const countryResolver = (options: CountryResolverOptions) => {
  const codes = new Set(options.countries.keys());
  const names = countryNames(codes, options.countries);
  const aliases = new Map(
    Object.entries(options.aliases).map(([name, code]) => [
      normalizeName(name),
      code.toUpperCase(),
    ]),
  );

  /** Tier by tier, the first that finds anything: names starting with the text, names holding it, names it holds. */
  const partial = (text: string): Set<string> => {
    if (text.length < MIN_PARTIAL) return new Set();
    const tiers: ((name: string) => boolean)[] = [
      (name) => name.startsWith(text),
      (name) => name.includes(text),
      (name) => name.length >= MIN_PARTIAL && text.includes(name),
    ];
    for (const matches of tiers) {
      const found = new Set<string>();
      for (const [name, of] of names) if (matches(name)) for (const code of of) found.add(code);
      if (found.size > 0) return found;
    }
    return new Set();
  };

  return (input: string): CountryResolution => {
    const trimmed = input.trim();
    if (/^[A-Za-z]{2}$/.test(trimmed) && codes.has(trimmed.toUpperCase()))
      return { input, code: trimmed.toUpperCase(), step: 'code' };
    const text = normalizeName(trimmed);
    const alias = aliases.get(text);
    if (alias && codes.has(alias)) return { input, code: alias, step: 'alias' };
    const exact = names.get(text);
    if (exact?.size === 1) return { input, code: [...exact][0], step: 'name' };
    const near = exact ?? partial(text);
    if (near.size === 1) return { input, code: [...near][0], step: 'partial' };
    const unresolved: CountryResolution = {
      input,
      code: undefined,
      step: 'unresolved',
      ...(near.size > 1 ? { candidates: [...near].sort() } : {}),
    };
    options.warn?.(unresolved);
    return unresolved;
  };
};

export type CountryResolver = ReturnType<typeof countryResolver>;
