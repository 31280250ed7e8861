import type { Regime } from '../../api/types.ts';
import { readDecimal } from '../../i18n/read-decimal.ts';
import type { DecimalSeparator } from './grid-columns.ts';
import { headerSections, PARTY_FIELDS, type HeaderKind } from './header-fields.ts';

const kindOf = (regime: Regime, path: string): HeaderKind | undefined => {
  for (const section of headerSections(regime))
    for (const field of section.fields) if (field.path === path) return field.kind;
  const member = /^\/parties\/[a-z_]+\/([a-z_]+)$/.exec(path)?.[1];
  return PARTY_FIELDS.find((field) => field.member === member)?.kind;
};

/** A day as printed on an invoice: 26/11/2026, 26.11.2026, 2026-11-26. */
const dayOf = (text: string): string | undefined => {
  const iso = /\b(\d{4})-(\d{2})-(\d{2})\b/.exec(text);
  if (iso) return iso[0];
  const match = /\b(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})\b/.exec(text);
  return match
    ? `${match[3]}-${match[2]!.padStart(2, '0')}-${match[1]!.padStart(2, '0')}`
    : undefined;
};

/**
 * What a text captured from the document stores in a header value: a number read as printed
 * (decimal commas), a day as yyyy-MM-dd, a code in capitals; a text that does not read as the
 * value's kind stays as captured, for the check to name it.
 */
export const capturedValue = (
  regime: Regime,
  path: string,
  text: string,
  separator: DecimalSeparator,
): unknown => {
  const trimmed = text.trim();
  const kind = kindOf(regime, path);
  if (!kind || trimmed === '') return trimmed || undefined;
  switch (kind.type) {
    case 'number': {
      const figure = trimmed.replace(/^[^\d-]+|[^\d]+$/g, '');
      const read = readDecimal(figure);
      if ('value' in read) return read.value;
      if ('ambiguous' in read) return separator === ',' ? read.ambiguous[0] : read.ambiguous[1];
      return trimmed;
    }
    case 'day':
      return dayOf(trimmed) ?? trimmed;
    case 'text':
      return kind.upper ? trimmed.replace(/\s/g, '').toUpperCase() : trimmed;
    case 'locode':
      return trimmed;
    default:
      return trimmed.toUpperCase();
  }
};
