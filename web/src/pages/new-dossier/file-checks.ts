import type { MessageId } from '../../i18n/messages/index.ts';

// The three upload parts of POST /api/dossiers. The server reads each file's type from its content;
// the extension checked here is only a first hint, so a wrong file is caught before a long upload.

export const FILE_SLOTS = ['invoice', 'packingList', 'spreadsheet'] as const;
export type FileSlotName = (typeof FILE_SLOTS)[number];

export const SLOT_INFO: Record<
  FileSlotName,
  { label: MessageId; kind: MessageId; extensions: string[]; accept: string }
> = {
  invoice: {
    label: 'slot.invoice',
    kind: 'slot.kind.pdf',
    extensions: ['.pdf'],
    accept: '.pdf,application/pdf',
  },
  packingList: {
    label: 'slot.packingList',
    kind: 'slot.kind.pdf',
    extensions: ['.pdf'],
    accept: '.pdf,application/pdf',
  },
  spreadsheet: {
    label: 'slot.spreadsheet',
    kind: 'slot.kind.sheet',
    extensions: ['.xlsx', '.xls', '.csv'],
    accept: '.xlsx,.xls,.csv',
  },
};

/** Storage:MaxFileSizeBytes, SPEC.md "Limits" (52428800). */
export const MAX_FILE_BYTES = 52_428_800;

/** The catalogue and the size format of the page's language. */
export interface FileWords {
  t: (id: MessageId, values?: Record<string, string | number>) => string;
  bytes: (bytes: number) => string;
}

/** What is wrong with a file for its slot, in the page's language, or null. */
export const checkFile = (
  slot: FileSlotName,
  file: File,
  { t, bytes }: FileWords,
): string | null => {
  const { kind, extensions } = SLOT_INFO[slot];
  const name = file.name.toLowerCase();
  if (!extensions.some((extension) => name.endsWith(extension)))
    return t('slot.wrongKind', {
      file: file.name,
      kind: t(kind),
      extensions: extensions.join(', '),
    });
  if (file.size === 0) return t('slot.empty', { file: file.name });
  if (file.size > MAX_FILE_BYTES)
    return t('slot.tooLarge', {
      file: file.name,
      size: bytes(file.size),
      limit: bytes(MAX_FILE_BYTES),
    });
  return null;
};
