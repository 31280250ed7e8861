import type { ExtractedParty, Found } from '../extracted.ts';
import { partyLabelAt, type PartyRole } from '../table-reader/party-labels.ts';
import { foldAccents } from '../text-values/index.ts';
import type { CellContext } from './cell-values.ts';
import { addressOf, identificationOf, linesOf, type SheetLine } from './sheet-address.ts';
import {
  areaCells,
  below,
  cellAt,
  rightOf,
  rowBelow,
  type Placed,
  type SheetArea,
} from './sheet-area.ts';
import { isLabelCell } from './title-labels.ts';

/** Name, street, postcode and city, country, VAT number, and a line or two to spare. */
const MAX_LINES = 8;

export interface SheetParties {
  readonly seller?: ExtractedParty;
  readonly buyer?: ExtractedParty;
  /** The cells the address blocks took, which no other label may read again. */
  readonly used: ReadonlySet<string>;
}

/**
 * Seller and buyer by the labels that title their blocks ("Seller", "Afzender", "Destinataire",
 * "Empfänger"): the block is the label's own cell after a colon, or the cell right of it, and
 * the cells under that, one line each, to the first empty cell or label. Two parties printed
 * side by side are two columns. Where several labels name one side, the most direct wins
 * ("Buyer" over "Consignee"); a block without a name gives nothing.
 */
export const readSheetParties = (area: SheetArea, context: CellContext): SheetParties => {
  const best = new Map<PartyRole, { rank: number; party: ExtractedParty; refs: string[] }>();
  for (const placed of areaCells(area)) {
    const text = placed.cell.text.normalize('NFC');
    const folded = foldAccents(text);
    const label = partyLabelAt(folded);
    if (!label) continue;
    const held = best.get(label.role);
    if (held && held.rank <= label.rank) continue;
    // Folding keeps the length of composed text, so the label ends at the same place in both.
    const rest = folded.length === text.length ? text.slice(label.end) : '';
    const block = blockOf(area, placed, rest);
    const party = withEori(addressOf(block.lines, context), block.lines, context);
    if (party.name) best.set(label.role, { rank: label.rank, party, refs: block.refs });
  }
  const buyer = best.get('buyer');
  const seller = best.get('seller') ?? issuerOf(area, context, new Set(buyer?.refs));
  return {
    ...(seller ? { seller: seller.party } : {}),
    ...(buyer ? { buyer: buyer.party } : {}),
    used: new Set([...(seller?.refs ?? []), ...(buyer?.refs ?? [])]),
  };
};

/**
 * A sheet that names no seller prints its issuer the way a letterhead does: the block that opens
 * the sheet at its top left, above the buyer's. It counts only as a whole address (a name and a
 * town or country) and reads as less sure than a block under its label.
 */
const issuerOf = (area: SheetArea, context: CellContext, taken: ReadonlySet<string>) => {
  // Cells come row by row, left to right: the first is the top row's leftmost.
  const first = areaCells(area).next();
  if (first.done) return undefined;
  const corner: Placed = first.value;
  const lines: SheetLine[] = [];
  const refs: string[] = [];
  for (let at: number | undefined = corner.at; at !== undefined && lines.length < MAX_LINES;) {
    const placed = cellAt(area, at, corner.column);
    if (!placed || taken.has(placed.cell.ref) || isLabelCell(placed.cell.text)) break;
    lines.push(...linesOf(placed.cell.text, placed.column, rowNumber(area, at)));
    refs.push(placed.cell.ref);
    at = rowBelow(area, at);
  }
  const party = withEori(addressOf(lines, context), lines, context);
  if (!party.name || !(party.city ?? party.country)) return undefined;
  const lessSure = Object.fromEntries(
    (Object.entries(party) as [string, Found<string>][]).map(([key, found]) => [
      key,
      { ...found, confidence: found.confidence * 0.8 },
    ]),
  ) as ExtractedParty;
  return { party: lessSure, refs };
};

const blockOf = (area: SheetArea, label: Placed, rest: string) => {
  const lines: SheetLine[] = [];
  const refs: string[] = [];
  const take = (placed: Placed) => {
    lines.push(...linesOf(placed.cell.text, placed.column, area.rows[placed.at]?.number ?? 0));
    refs.push(placed.cell.ref);
  };
  let column = label.column;
  const own = linesOf(rest.replace(/^[\s:]+/, ''), label.column, rowNumber(area, label.at));
  if (own.length > 0) {
    lines.push(...own);
    refs.push(label.cell.ref);
  } else {
    const [beside] = rightOf(area, label.at, label.column);
    if (beside && !isLabelCell(beside.cell.text)) {
      take(beside);
      column = beside.column;
    }
  }
  for (let at = label.at; lines.length < MAX_LINES;) {
    const next = rowBelow(area, at);
    if (next === undefined) break;
    const placed = cellAt(area, next, column);
    // Beside a label column, the block ends where that column names something else.
    const ended = column !== label.column && below(area, at, label.column) !== undefined;
    if (!placed || ended || isLabelCell(placed.cell.text)) break;
    take(placed);
    at = next;
  }
  return { lines, refs };
};

const rowNumber = (area: SheetArea, at: number): number => area.rows[at]?.number ?? 0;

/** A customs declaration names a party by its EORI: it wins over a VAT number printed first. */
const withEori = (
  party: ExtractedParty,
  lines: readonly SheetLine[],
  context: CellContext,
): ExtractedParty => {
  const line = lines.find((candidate) => /\beori\b/i.test(candidate.text));
  const eori = line && identificationOf(line, context);
  return eori ? { ...party, identification: eori } : party;
};
