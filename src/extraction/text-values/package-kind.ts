import { foldAccents } from './month-names.ts';
import {
  COMPOUND_PREFIXES,
  COUNT_LABELS,
  LABEL_LINKS,
  NUMBER_SIGNS,
  PACKAGE_KIND_WORDS,
  QUALIFIERS_AFTER,
  QUALIFIERS_BEFORE,
  QUALIFIER_LINKS,
} from './package-kind-words.ts';

/** A printed package word with its CL017 code (Kind of packages). */
export interface PackageKind {
  readonly code: string;
  /** As printed, trimmed. */
  readonly text: string;
}

/** A package kind inside a running text; `text` starts at `index` of that text. */
export interface PackageKindMatch extends PackageKind {
  readonly count?: number;
  readonly index: number;
}

/** Where a word may be taken for a package, loosest first (see package-kind-words.ts). */
type Use = 'anywhere' | 'numbered' | 'counted' | 'column';
const STRICTNESS: Readonly<Record<Use, number>> = {
  anywhere: 0,
  numbered: 1,
  counted: 2,
  column: 3,
};
const MARKS: Readonly<Record<string, Use>> = { '#': 'numbered', '?': 'counted', '!': 'column' };

interface Kind {
  readonly code: string;
  readonly use: Use;
}

/** Accents, case, ß, spaces, hyphens and dots off: "Euro-Palette" and "europalette" meet. */
const fold = (word: string): string =>
  foldAccents(word)
    .replace(/ß/g, 'ss')
    .replace(/[^\p{L}\p{N}]+/gu, '');

/** "Fässer" is also typed "Faesser" where a keyboard has no umlauts. */
const spellings = (word: string): string[] => {
  const written = word.toLowerCase().replace(/ä/g, 'ae').replace(/ö/g, 'oe').replace(/ü/g, 'ue');
  return [...new Set([fold(word), fold(written)])];
};

const entryForms = (entry: string): (readonly [string, Use])[] => {
  const marked = MARKS[entry.charAt(0)];
  const word = marked ? entry.slice(1) : entry;
  const use = marked ?? 'anywhere';
  const plural = /^(.+)\((.+)\)$/.exec(word);
  // A counted word's plural is safe also as a label ("Cases: 12"), its singular is not ("Case: 12"
  // numbers a case).
  const forms: (readonly [string, Use])[] = plural
    ? [
        [plural[1] ?? '', use],
        [`${plural[1]}${plural[2]}`, use === 'counted' ? 'numbered' : use],
      ]
    : [[word, use]];
  return forms.flatMap(([form, formUse]) => spellings(form).map((key) => [key, formUse] as const));
};

const buildKinds = (): ReadonlyMap<string, Kind> => {
  const kinds = new Map<string, Kind>();
  for (const { code, en, nl, fr, de } of PACKAGE_KIND_WORDS)
    for (const entry of [...en, ...nl, ...fr, ...de])
      for (const [key, use] of entryForms(entry)) {
        const known = kinds.get(key);
        if (known && known.code !== code)
          throw new Error(`Package word "${key}" is both ${known.code} and ${code}`);
        // A word two languages share is as safe as its riskier reading ("rollen", "pal").
        if (!known || STRICTNESS[use] > STRICTNESS[known.use]) kinds.set(key, { code, use });
      }
  return kinds;
};

const KINDS = buildKinds();
const MOST_WORDS = Math.max(
  ...PACKAGE_KIND_WORDS.flatMap(({ en, nl, fr, de }) =>
    [...en, ...nl, ...fr, ...de].map((entry) => entry.split(/[\s-]+/).length),
  ),
);
const foldedSet = (words: readonly string[]): ReadonlySet<string> => new Set(words.map(fold));
const BEFORE = foldedSet(QUALIFIERS_BEFORE);
const AFTER = foldedSet(QUALIFIERS_AFTER);
const LINKS = foldedSet(QUALIFIER_LINKS);
const LABELS = foldedSet(COUNT_LABELS);
const SIGNS = foldedSet(NUMBER_SIGNS);
const LABEL_JOINS = foldedSet(LABEL_LINKS);
const PREFIXES = COMPOUND_PREFIXES.map(fold).sort((a, b) => b.length - a.length);

interface Token {
  readonly type: 'word' | 'number' | 'mark';
  readonly text: string;
  readonly folded: string;
  readonly start: number;
  readonly end: number;
  /** What the text has between the previous token and this one. */
  readonly gap: string;
}

// A hyphen stays in the gap: it joins "Euro-Palette" and "one-way" and counts for nothing alone.
const TOKEN = /(\d+(?:[.,'’]\d+)*)|([\p{L}\p{M}]+)|([^\s-])/gu;

const tokenize = (text: string): Token[] => {
  const tokens: Token[] = [];
  let previousEnd = 0;
  for (const match of text.matchAll(TOKEN)) {
    const [printed, number, word] = match;
    const start = match.index;
    const type = number ? 'number' : word ? 'word' : 'mark';
    tokens.push({
      type,
      text: printed,
      folded: type === 'word' ? fold(printed) : printed,
      start,
      end: start + printed.length,
      gap: text.slice(previousEnd, start),
    });
    previousEnd = start + printed.length;
  }
  return tokens;
};

/** Between the words of one package phrase: "big bag", "Euro-Palette". */
const PHRASE_GAP = /^[ \t\u00a0\u202f-]*$/;
/** Between a count and its package word: "12 Kartons", "12ctns", never across a line. */
const LINE_GAP = /^[ \t\u00a0\u202f]*$/;

const isWord = (token: Token | undefined, words: ReadonlySet<string>): boolean =>
  token?.type === 'word' && words.has(token.folded);

/** "Holzkisten" → "kisten", "Einwegholzpalette" → "palette". */
const compound = (word: string): Kind | undefined => {
  for (const prefix of PREFIXES) {
    const rest = word.slice(prefix.length);
    if (!word.startsWith(prefix) || rest.length < 3) continue;
    const kind = KINDS.get(rest) ?? compound(rest);
    if (kind) return kind;
  }
  return undefined;
};

/** The longest package phrase starting at token `at`. */
const kindAt = (tokens: readonly Token[], at: number): { last: number; kind: Kind } | undefined => {
  for (let size = Math.min(MOST_WORDS, tokens.length - at); size >= 1; size--) {
    const words = tokens.slice(at, at + size);
    const phrase = words.every(
      (token, index) => token.type === 'word' && (index === 0 || PHRASE_GAP.test(token.gap)),
    );
    if (!phrase) continue;
    const key = words.map((token) => token.folded).join('');
    const kind = KINDS.get(key) ?? (size === 1 ? compound(key) : undefined);
    if (kind) return { last: at + size - 1, kind };
  }
  return undefined;
};

/** The last token of a qualifier starting at `at` ("wooden", "one-way"), if one does. */
const qualifierAt = (
  tokens: readonly Token[],
  at: number,
  words: ReadonlySet<string>,
): number | undefined => {
  const first = tokens[at];
  const second = tokens[at + 1];
  if (first?.type !== 'word') return undefined;
  if (second?.type === 'word' && PHRASE_GAP.test(second.gap))
    if (words.has(first.folded + second.folded)) return at + 1;
  return words.has(first.folded) ? at : undefined;
};

interface Found {
  /** The first token of the printed package words, qualifiers included. */
  readonly first: number;
  readonly last: number;
  /** The package word itself ("Paletten" of "Euro-Paletten"). */
  readonly head: Token;
  readonly kind: Kind;
}

/** The package kind whose words start at token `at`: qualifiers, the package word, French tail. */
const packageAt = (tokens: readonly Token[], at: number): Found | undefined => {
  let start = at;
  for (let qualifiers = 0; qualifiers < 2 && !kindAt(tokens, start); qualifiers++) {
    const last = qualifierAt(tokens, start, BEFORE);
    if (last === undefined || !PHRASE_GAP.test(tokens[last + 1]?.gap ?? '\n')) return undefined;
    start = last + 1;
  }
  const found = kindAt(tokens, start);
  const head = tokens[start];
  if (!found || !head) return undefined;
  // Printed in capitals "VAT" is the tax, whatever Dutch drums are called.
  if (found.last === start && head.folded === 'vat' && head.text === 'VAT') return undefined;
  let last = found.last;
  for (let qualifiers = 0; qualifiers < 2; qualifiers++) {
    const linked = isWord(tokens[last + 1], LINKS) ? last + 2 : last + 1;
    const next = tokens[linked];
    if (!next || !PHRASE_GAP.test(next.gap) || !PHRASE_GAP.test(tokens[last + 1]?.gap ?? '\n'))
      break;
    const end = qualifierAt(tokens, linked, AFTER);
    if (end === undefined) break;
    last = end;
  }
  return { first: at, last, head, kind: found.kind };
};

/** "12", "1.200", "1,200", "1'200" as a whole number; "1,5" and dates are none. */
const wholeNumber = (printed: string): number | undefined => {
  if (/^\d+$/.test(printed)) return Number(printed);
  return /^\d{1,3}([.,'’])\d{3}(?:\1\d{3})*$/.test(printed)
    ? Number(printed.replace(/\D/g, ''))
    : undefined;
};

const isTimes = (token: Token | undefined): boolean =>
  (token?.type === 'word' && token.folded === 'x') || token?.text === '×' || token?.text === '*';

/** The count printed right before the package words: "12 Kartons", "12 x ctns", "12ctns". */
const countBefore = (tokens: readonly Token[], first: number): number | undefined => {
  let at = first - 1;
  if (isTimes(tokens[at]) && LINE_GAP.test(tokens[at + 1]?.gap ?? '\n')) at--;
  const number = tokens[at];
  const previous = tokens[at - 1];
  if (number?.type !== 'number' || !LINE_GAP.test(tokens[at + 1]?.gap ?? '\n')) return undefined;
  // "A4 box", "K2 case", "1/2 pallet": the digits belong to a name or a fraction.
  if (number.gap === '' && previous && (previous.type === 'word' || '/.,'.includes(previous.text)))
    return undefined;
  return wholeNumber(number.text);
};

/** "Total packages", "No. of cartons", "Anzahl der Packstücke": a label, its count follows. */
const labelledBefore = (tokens: readonly Token[], first: number): boolean => {
  let joined = false;
  for (let at = first - 1; at >= 0 && at >= first - 4; at--) {
    const token = tokens[at];
    if (!token || !LINE_GAP.test(tokens[at + 1]?.gap ?? '\n')) return false;
    if (isWord(token, LABELS)) return true;
    if (isWord(token, SIGNS)) return joined;
    if (isWord(token, LABEL_JOINS)) joined = true;
    else if (token.text !== '.') return false;
  }
  return false;
};

/** "Colli: 5", "Total packages 14": the count printed after a package word used as a label. */
const countAfter = (tokens: readonly Token[], found: Found): number | undefined => {
  let at = found.last + 1;
  const colon = tokens[at];
  if (colon?.type === 'mark' && /^[:=]$/.test(colon.text) && LINE_GAP.test(colon.gap)) at++;
  else if (!labelledBefore(tokens, found.first)) return undefined;
  const number = tokens[at];
  if (number?.type !== 'number' || !LINE_GAP.test(number.gap)) return undefined;
  // "colis : 5 cartons": the number counts the cartons, "colis" only names the line.
  const next = tokens[at + 1];
  if (next && LINE_GAP.test(next.gap) && packageAt(tokens, at + 1)) return undefined;
  return wholeNumber(number.text);
};

/** Whether, and with which count, a package word found in running text is taken. */
const taken = (tokens: readonly Token[], found: Found): { count?: number } | undefined => {
  const { use } = found.kind;
  if (use === 'column') return undefined;
  const before = countBefore(tokens, found.first);
  // Dutch "vat" after a count is "1 vat" or "3 vaten": "100 Vat 21" is an amount and the tax.
  if (found.head.folded === 'vat' && before !== 1) return undefined;
  if (before !== undefined) return { count: before };
  if (use === 'counted') return undefined;
  const after = countAfter(tokens, found);
  if (after !== undefined) return { count: after };
  return use === 'anywhere' ? {} : undefined;
};

/**
 * The CL017 code of a printed package word ("Karton", "ctns.", "12 Kartons", "Euro-Palette",
 * "caisse en bois", "Holzkiste"), or undefined when the text is no package word, holds words
 * beside it that are neither a count nor a qualifier, or names two different kinds.
 */
export const packageKindCode = (printed: string): PackageKind | undefined => {
  const text = printed.trim();
  const tokens = tokenize(text);
  const codes = new Set<string>();
  for (let at = 0; at < tokens.length; at++) {
    const token = tokens[at];
    if (token?.type !== 'word') continue;
    const found = packageAt(tokens, at);
    if (found) {
      codes.add(found.kind.code);
      at = found.last;
    } else if (![BEFORE, AFTER, LINKS].some((words) => words.has(token.folded)) && !isTimes(token))
      return undefined;
  }
  const [code] = codes;
  return code !== undefined && codes.size === 1 ? { code, text } : undefined;
};

/**
 * Every package kind printed in a running text, with the count before it ("12 Kartons auf 2
 * Paletten", "3 plts / 45 ctns") or after it as a label ("Colli: 5", "Total packages 14"). Words
 * that are also everyday words are taken only with a count (package-kind-words.ts).
 */
export const findPackageKinds = (text: string): PackageKindMatch[] => {
  const tokens = tokenize(text);
  const kinds: PackageKindMatch[] = [];
  for (let at = 0; at < tokens.length; at++) {
    const found = tokens[at]?.type === 'word' ? packageAt(tokens, at) : undefined;
    const first = tokens[at];
    const last = found && tokens[found.last];
    if (!found || !first || !last) continue;
    const count = taken(tokens, found);
    if (count)
      kinds.push({
        ...count,
        code: found.kind.code,
        text: text.slice(first.start, last.end),
        index: first.start,
      });
    at = found.last;
  }
  return kinds;
};
