import { formatBytes } from '../../app/format.ts';

// The three upload parts of POST /api/dossiers. The server reads each file's type from its content;
// the extension checked here is only a first hint, so a wrong file is caught before a long upload.

export const FILE_SLOTS = ['invoice', 'packingList', 'spreadsheet'] as const;
export type FileSlotName = (typeof FILE_SLOTS)[number];

export const SLOT_INFO: Record<
  FileSlotName,
  { label: string; kind: string; extensions: string[]; accept: string }
> = {
  invoice: {
    label: 'Invoice',
    kind: 'a PDF',
    extensions: ['.pdf'],
    accept: '.pdf,application/pdf',
  },
  packingList: {
    label: 'Packing list',
    kind: 'a PDF',
    extensions: ['.pdf'],
    accept: '.pdf,application/pdf',
  },
  spreadsheet: {
    label: 'Spreadsheet',
    kind: 'an xlsx, xls or csv file',
    extensions: ['.xlsx', '.xls', '.csv'],
    accept: '.xlsx,.xls,.csv',
  },
};

/** Storage:MaxFileSizeBytes, SPEC.md "Limits" (52428800). */
export const MAX_FILE_BYTES = 52_428_800;

/** What is wrong with a file for its slot, or null. */
export const checkFile = (slot: FileSlotName, file: File): string | null => {
  const { label, kind, extensions } = SLOT_INFO[slot];
  const name = file.name.toLowerCase();
  if (!extensions.some((extension) => name.endsWith(extension))) {
    return `${file.name} is not ${kind} (${extensions.join(', ')}): the ${label.toLowerCase()} needs ${kind}`;
  }
  if (file.size === 0) return `${file.name} is empty`;
  if (file.size > MAX_FILE_BYTES) {
    return `${file.name} is ${formatBytes(file.size)}; a file may be at most ${formatBytes(MAX_FILE_BYTES)}`;
  }
  return null;
};
