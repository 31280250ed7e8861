import type { ExtractedHeader, Found } from '../extracted.ts';
import { BY_LABEL } from '../table-reader/found-words.ts';
import {
  findCurrency,
  findDates,
  foldAccents,
  massUnitInHeader,
  parseAmount,
  parseMass,
  parseMassUnit,
  parseQuantity,
} from '../text-values/index.ts';
import { found, type CellContext } from './cell-values.ts';
import { readIncoterm } from './incoterm-cell.ts';
import { packagesIn, type Packages } from './package-cells.ts';
import type { SheetCell } from './sheet.ts';
import { identificationOf } from './sheet-address.ts';
import type { TitleField } from './title-labels.ts';

/** The header fields a title block gives, with a total of the goods and loose VAT numbers. */
export type TitleFound = Partial<Omit<ExtractedHeader, 'seller' | 'buyer'>> & {
  readonly goodsAmount?: Found<number>;
  readonly sellerId?: Found<string>;
  readonly buyerId?: Found<string>;
};

export interface TitleContext extends CellContext {
  /** What a bare "Totaal netto 120" counts: the goods table's columns say (packing list or invoice). */
  readonly prefers?: 'mass' | 'money';
}

/** A value beside, under or after its label. */
export interface Labelled {
  readonly labelText: string;
  /** The value's text: its cell's, or what follows the label in the label's own cell. */
  readonly text: string;
  readonly cell: SheetCell;
  /** Its row's number, for a VAT number's place. */
  readonly row: number;
  readonly column: number;
}

const BUYER_OWNED =
  /^(?:your|uw|votre|ihre|customer|client|klant|kunde|buyer|koper|acheteur|kaufer)\b/;
// Days from 1899-12-30 of dates from 1950 to 2100: a date label's number stored without a format.
const SERIAL = { from: 18_264, to: 73_051 };

/** The field's value, or undefined when the text is no such value. */
export const readTitleValue = (
  field: TitleField,
  value: Labelled,
  context: TitleContext,
): TitleFound | undefined => {
  const { text, cell } = value;
  const at = <T>(read: T | undefined) =>
    read === undefined ? undefined : found(read, cell, context, BY_LABEL);
  const stored = text === cell.text ? cell.number : undefined;
  const amount = () =>
    at(/%/.test(text) ? undefined : (stored ?? parseAmount(text, context)?.value));
  const mass = (unit = massUnitInHeader(value.labelText) ?? 'kg') =>
    at(parseMass(stored === undefined ? text : String(stored), unit, context));
  switch (field) {
    case 'invoiceNumber':
      return one('invoiceNumber', at(referenceIn(text)));
    case 'invoiceDate':
      return one('invoiceDate', at(dateIn(text, stored)));
    case 'currency':
      return one('currency', at(text.length <= 20 ? findCurrency(text)?.code : undefined));
    case 'incoterm':
      return readIncoterm(text, cell, context);
    case 'netAmount':
    case 'vatAmount':
    case 'totalAmount':
      return one(field, amount());
    case 'goodsAmount': {
      const counted = packagesIn(text, cell, context, { confidence: BY_LABEL, known: true });
      return counted ? asTotal(counted) : one('goodsAmount', amount());
    }
    case 'netOrMass':
    case 'grossOrMass': {
      const unit = parseMassUnit(parseQuantity(text)?.unit ?? '');
      const money = findCurrency(text) !== undefined;
      const kind = unit ? 'mass' : money ? 'money' : context.prefers;
      if (kind === 'mass')
        return one(field === 'netOrMass' ? 'totalNetMass' : 'totalGrossMass', mass());
      if (kind === 'money')
        return one(field === 'netOrMass' ? 'netAmount' : 'totalAmount', amount());
      return undefined;
    }
    case 'totalNetMass':
    case 'totalGrossMass':
      return one(field, mass());
    case 'totalPackages': {
      const counted = packagesIn(text, cell, context, { confidence: BY_LABEL });
      return counted && asTotal(counted);
    }
    case 'shippingMarks': {
      const marks = text.replace(/\s+/g, ' ').trim();
      return one('shippingMarks', at(marks || undefined));
    }
    case 'identification': {
      const number = identificationOf(value, context);
      const owner = BUYER_OWNED.test(foldAccents(value.labelText.trim())) ? 'buyerId' : 'sellerId';
      return one(owner, number);
    }
  }
};

const asTotal = ({ packages, ...kind }: Packages): TitleFound => ({
  totalPackages: packages,
  ...kind,
});

const one = <K extends keyof TitleFound>(key: K, value: TitleFound[K] | undefined) =>
  value === undefined ? undefined : ({ [key]: value } as TitleFound);

/** A reference with a digit and no date in it ("INV-2026-17", "F26/0093"), "No." and "#" off. */
const referenceIn = (text: string): string | undefined => {
  const reference = text.replace(/^(?:no\.?|nr\.?|n°|#|:)\s*/i, '').trim();
  if (!/\d/.test(reference) || reference.length > 35 || reference.split(/\s+/).length > 3)
    return undefined;
  return findDates(reference).length === 0 ? reference : undefined;
};

/** A stored date number, or the first date printed (a date cell reads "2026-03-04"). */
const dateIn = (text: string, stored: number | undefined): string | undefined => {
  if (stored === undefined) return findDates(text)[0]?.value;
  if (stored < SERIAL.from || stored > SERIAL.to) return undefined;
  return new Date(Math.round((stored - 25_569) * 86_400_000)).toISOString().slice(0, 10);
};
