import type { ReadingLimits } from '../reading-limits.ts';
import { SpreadsheetUnreadableError } from './spreadsheet-errors.ts';
import type { XlsxPackage } from './xlsx-package.ts';
import { attribute, readXmlPart } from './xlsx-xml.ts';

export interface WorkbookSheet {
  readonly name: string;
  /** The worksheet's part; undefined when the workbook names no part for it. */
  readonly part: string | undefined;
}

/** What the workbook part and its relationships say: the worksheets in order, and shared parts. */
export interface Workbook {
  readonly sheets: readonly WorkbookSheet[];
  /** Dates count from 1904 (old Mac workbooks) instead of 1900. */
  readonly date1904: boolean;
  readonly sharedStrings?: string;
  readonly styles?: string;
}

interface Relationship {
  readonly type: string;
  readonly target: string;
}

/**
 * Finds the parts by their relationships, as the format defines them (ECMA-376 part 1, 12.3),
 * rather than by the names Excel happens to give them. Chart sheets and dialog sheets hold no
 * cells and are left out, as exceljs left them out.
 */
export const readWorkbook = async (pkg: XlsxPackage, limits: ReadingLimits): Promise<Workbook> => {
  const root = pkg.has('_rels/.rels') ? await readRelationships(pkg, '_rels/.rels', limits) : [];
  const part = root.find((relationship) => relationship.type === 'officeDocument')?.target;
  const workbookPart = part ?? 'xl/workbook.xml';
  if (!pkg.has(workbookPart))
    throw new SpreadsheetUnreadableError('not an xlsx workbook (it has no workbook part)');
  const listed = await readSheetList(pkg, workbookPart, limits);
  const folder = folderOf(workbookPart);
  const relationshipsPart = `${folder}_rels/${workbookPart.slice(folder.length)}.rels`;
  const relationships = pkg.has(relationshipsPart)
    ? new Map(
        (await readRelationships(pkg, relationshipsPart, limits)).map((relationship) => [
          relationship.id,
          relationship,
        ]),
      )
    : new Map<string, Relationship & { id: string }>();
  const byType = (type: string) =>
    [...relationships.values()].find((relationship) => relationship.type === type)?.target;
  const sheets = listed.sheets.flatMap((sheet): WorkbookSheet[] => {
    const relationship = sheet.id === undefined ? undefined : relationships.get(sheet.id);
    if (relationship && relationship.type !== 'worksheet') return [];
    return [{ name: sheet.name, part: relationship?.target }];
  });
  return {
    sheets,
    date1904: listed.date1904,
    sharedStrings: byType('sharedStrings'),
    styles: byType('styles'),
  };
};

const readSheetList = async (pkg: XlsxPackage, part: string, limits: ReadingLimits) => {
  const sheets: { name: string; id: string | undefined }[] = [];
  let date1904 = false;
  let root: string | undefined;
  await readXmlPart(
    pkg,
    part,
    {
      open: (name, attributes) => {
        root ??= name;
        if (name === 'sheet')
          sheets.push({ name: attributes.name ?? '', id: attribute(attributes, 'id') });
        else if (name === 'workbookPr')
          date1904 = attributes.date1904 === '1' || attributes.date1904 === 'true';
      },
    },
    limits,
  );
  if (root !== 'workbook')
    throw new SpreadsheetUnreadableError(
      `not an xlsx workbook (its main part holds ${root ? `a ${root}` : 'nothing'}, not a workbook)`,
    );
  return { sheets, date1904 };
};

const readRelationships = async (pkg: XlsxPackage, part: string, limits: ReadingLimits) => {
  const relationships: (Relationship & { id: string })[] = [];
  // Targets are relative to the folder of the part the relationships belong to.
  const base = folderOf(folderOf(part).replace(/_rels\/$/, ''));
  await readXmlPart(
    pkg,
    part,
    {
      open: (name, attributes) => {
        if (name !== 'Relationship' || attributes.TargetMode === 'External') return;
        const { Id: id, Type: type, Target: target } = attributes;
        if (id === undefined || type === undefined || target === undefined) return;
        relationships.push({
          id,
          type: type.slice(type.lastIndexOf('/') + 1),
          target: resolvePart(base, target),
        });
      },
    },
    limits,
  );
  return relationships;
};

/** "xl/worksheets/sheet1.xml" → "xl/worksheets/"; "book.xml" → "". */
const folderOf = (part: string): string => part.slice(0, part.lastIndexOf('/') + 1);

/** A relationship's target as a part name: "/xl/a.xml" from the root, "../a.xml" from `base`. */
const resolvePart = (base: string, target: string): string => {
  let decoded = target;
  try {
    decoded = decodeURIComponent(target);
  } catch {
    // A stray "%" in a part name: the name as written.
  }
  const path = decoded.startsWith('/') ? decoded.slice(1) : base + decoded;
  const segments: string[] = [];
  for (const segment of path.split('/'))
    if (segment === '..') segments.pop();
    else if (segment !== '.' && segment !== '') segments.push(segment);
  return segments.join('/');
};
