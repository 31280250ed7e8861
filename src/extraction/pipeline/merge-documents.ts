import type { ExtractedDocument, ExtractedHeader, ExtractedLine, Found } from '../extracted.ts';
import type { MergedExtraction, MergedLine } from './merged-extraction.ts';

/** What a packing list tells about a line that an invoice often leaves out. */
const FROM_PACKING_LIST = [
  'netMass',
  'grossMass',
  'packages',
  'packageType',
  'commodityCode',
  'countryOfOrigin',
  'countryOfOriginText',
] as const satisfies readonly (keyof ExtractedLine)[];

const sum = (values: readonly (Found<number> | undefined)[]): Found<number> | undefined => {
  if (values.length === 0 || values.some((value) => value === undefined)) return undefined;
  const found = values as readonly Found<number>[];
  return {
    value: Math.round(found.reduce((total, value) => total + value.value, 0) * 100) / 100,
    confidence: Math.min(...found.map((value) => value.confidence)),
  };
};

const definedOf = <T extends object>(value: T): Partial<T> =>
  Object.fromEntries(
    Object.entries(value).filter(([, member]) => member !== undefined),
  ) as Partial<T>;

/** Several invoices: one header, their totals added when they share a currency. */
const mergeHeaders = (invoices: readonly ExtractedDocument[]): ExtractedHeader => {
  const [first, ...others] = invoices.map((invoice) => invoice.header);
  if (!first) return {};
  if (others.length === 0) return first;
  const currencies = new Set(invoices.map((invoice) => invoice.header.currency?.value));
  const all = invoices.map((invoice) => invoice.header);
  return {
    ...first,
    netAmount: currencies.size === 1 ? sum(all.map((header) => header.netAmount)) : undefined,
    vatAmount: currencies.size === 1 ? sum(all.map((header) => header.vatAmount)) : undefined,
    totalAmount: currencies.size === 1 ? sum(all.map((header) => header.totalAmount)) : undefined,
    totalNetMass: sum(all.map((header) => header.totalNetMass)),
    totalGrossMass: sum(all.map((header) => header.totalGrossMass)),
    totalPackages: sum(all.map((header) => header.totalPackages)),
  };
};

/**
 * A packing list with as many lines as the invoices lends each invoice line the weights, packages,
 * codes and origin it lacks, line by line in order. With a different count nothing is copied: a
 * guess at which line is which would change values silently; the checks report the difference.
 */
const fillFromPackingList = (
  lines: MergedLine[],
  packingList: ExtractedDocument | undefined,
  filled: string[],
): MergedLine[] => {
  if (!packingList || packingList.lines.length !== lines.length) return lines;
  return lines.map((line, index) => {
    const packed = packingList.lines[index]!;
    const patch: Record<string, unknown> = {};
    for (const field of FROM_PACKING_LIST)
      if (line[field] === undefined && packed[field] !== undefined) {
        patch[field] = packed[field];
        filled.push(`${index + 1}:${field}`);
      }
    return { ...line, ...patch };
  });
};

const SPREADSHEET_EXTRACTORS: readonly string[] = ['xlsx_goods', 'csv_goods'];

/**
 * The documents of one dossier, in upload order, into one goods list. A spreadsheet with goods
 * lines is the goods list when there is one: it is the invoice's lines as data, where reading the
 * PDF as well would count every line twice; the PDF still gives the header.
 */
export const mergeDocuments = (documents: readonly ExtractedDocument[]): MergedExtraction => {
  const invoices = documents.filter((document) => document.kind !== 'packing_list');
  const packingLists = documents.filter((document) => document.kind === 'packing_list');
  const sheets = invoices.filter(
    (document) => SPREADSHEET_EXTRACTORS.includes(document.extractor) && document.lines.length > 0,
  );
  const printed = invoices.filter(
    (document) => !SPREADSHEET_EXTRACTORS.includes(document.extractor),
  );
  const headerSources = printed.length > 0 ? printed : invoices;
  const invoiceLines: MergedLine[] = (sheets.length > 0 ? sheets : invoices).flatMap((invoice) =>
    invoice.lines.map((line) => ({
      ...line,
      document: invoice.document,
      ...((invoice.header.invoiceNumber ?? headerSources[0]?.header.invoiceNumber)
        ? { invoiceNumber: invoice.header.invoiceNumber ?? headerSources[0]!.header.invoiceNumber! }
        : {}),
    })),
  );
  const filled: string[] = [];
  const lines =
    invoiceLines.length > 0
      ? fillFromPackingList(
          invoiceLines,
          packingLists.length === 1 ? packingLists[0] : undefined,
          filled,
        )
      : packingLists.flatMap((list) =>
          list.lines.map((line) => ({ ...line, document: list.document })),
        );
  const header = mergeHeaders(headerSources.length > 0 ? headerSources : packingLists);
  // What the invoice does not say, its packing list may: masses, packages, marks, parties.
  const packed = packingLists[0]?.header ?? {};
  return {
    header: { ...packed, ...definedOf(header) },
    lines,
    // From the documents that give the header: a freight on the PDF and again in its sheet is one freight.
    charges: headerSources.flatMap((invoice) => invoice.charges),
    invoices,
    packingLists,
    filledFromPackingList: filled,
  };
};
