import type { Box, DocumentText } from '../document-text.ts';
import { linesOf, plainText, textPages } from '../documents/text-lines.ts';

/** One goods item as the PDF text gives it, before the model fills it. */
export interface SkeletonItem {
  readonly itemNumber: number;
  /** Digits only: HS (6), CN (8) or TARIC (10). */
  readonly commodityCode?: string;
  readonly packages?: number;
  readonly packageType?: string;
  readonly page: number;
  readonly box: Box;
  /** The line as printed, so the model can find the item. */
  readonly text: string;
}

export interface TransitSkeleton {
  readonly items: readonly SkeletonItem[];
  /** The text it was built from (SPEC.md "ExtractionRecord": PdfPigRawText). */
  readonly text: string;
}

// 8471 30 00, 8471.30.00, 84713000, 847130: six to ten digits, one separator throughout.
const HS_CODE = /(?<![\d.,/-])(\d{4})([ .]?)(\d{2})(?:\2(\d{2}))?(?:\2(\d{2}))?(?![\d.,/-])/;
const HS_LABEL = /\b(HS|CN|GN|tariff|commodity|taric)\b/i;
const ITEM_NUMBER = /^\s*(?:item\s*|pos\.?\s*|nr\.?\s*)?(\d{1,4})[.)]?\s+\S/i;
const PACKAGES =
  /\b(\d{1,7})\s*(CTNS?|CARTONS?|CT|PALLETS?|PLTS?|PX|PK|PKGS?|PACKAGES?|COLLI|BOX(?:ES)?|BX|BAGS?|BG|CASES?|CS|DRUMS?|DR|ROLLS?|RO)\b/i;

/** Chapters 01 to 97 exist (98 and 99 are national); a code outside them is a date or a phone number. */
const commodityCodeIn = (
  text: string,
): { code: string; at: number; length: number } | undefined => {
  const match = HS_CODE.exec(text);
  if (!match) return undefined;
  const chapter = Number(match[1]!.slice(0, 2));
  if (chapter < 1 || chapter > 97) return undefined;
  const pairs = [match[3], match[4], match[5]].filter(Boolean);
  // Spaced, a fourth pair is as likely the next column ("8471 30 00 12 CT"): CN's 8 digits only.
  const spaced = match[2] === ' ' && pairs.length === 3;
  return {
    code: match[1]! + (spaced ? pairs.slice(0, 2) : pairs).join(''),
    at: match.index,
    length: match[0].length - (spaced ? 3 : 0),
  };
};

/**
 * SPEC.md point 4: transit PDFs skip classification; a deterministic skeleton of items is built
 * from the PDF text. An item is a line with a commodity code that opens the line, follows an item
 * number, or is named (HS, CN, tariff ...); its packages are read from the same line. Items without a
 * printed number are numbered in order. The model then fills the rest of each item.
 */
export const buildTransitSkeleton = (doc: DocumentText): TransitSkeleton => {
  const items: SkeletonItem[] = [];
  for (const page of doc.pages)
    for (const line of linesOf(page)) {
      const code = commodityCodeIn(line.text);
      if (!code) continue;
      const numbered = code.at > 0 ? ITEM_NUMBER.exec(line.text) : null;
      // A code that opens the line is a table's code column; elsewhere the line must say so.
      if (!numbered && code.at > 0 && !HS_LABEL.test(line.text)) continue;
      const packages = PACKAGES.exec(
        line.text.slice(0, code.at) + ' ' + line.text.slice(code.at + code.length),
      );
      items.push({
        itemNumber: numbered ? Number(numbered[1]) : items.length + 1,
        commodityCode: code.code,
        ...(packages
          ? { packages: Number(packages[1]), packageType: packages[2]!.toUpperCase() }
          : {}),
        page: page.number,
        box: line.box,
        text: line.text,
      });
    }
  return { items, text: plainText(textPages(doc)) };
};
