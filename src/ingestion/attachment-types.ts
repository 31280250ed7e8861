import { fileTypeFromBuffer } from 'file-type';
import { FORBIDDEN_CHARACTER } from '../canonical/index.ts';
import { DomainError, type Complaint } from '../errors/index.ts';

/** What a dossier document may be: the formats invoices, packing lists and their annexes come in. */
const BINARY_TYPES = new Map<string, readonly string[]>([
  // detected type -> declared types it satisfies
  ['application/pdf', ['application/pdf']],
  ['image/png', ['image/png']],
  ['image/jpeg', ['image/jpeg', 'image/jpg']],
  ['image/tiff', ['image/tiff']],
  [
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
  ],
  // Excel 97-2003 is an OLE compound file; its signature does not say which Office program.
  ['application/x-cfb', ['application/vnd.ms-excel']],
]);
const TEXT_TYPES = ['text/plain', 'text/csv', 'application/xml', 'text/xml', 'application/json'];
const UNSPECIFIED = ['', 'application/octet-stream'];
const ACCEPTED =
  'PDF, PNG, JPEG, TIFF, Excel (xlsx or xls), or text (CSV, plain text, XML or JSON)';

const utf8 = new TextDecoder('utf-8', { fatal: true });
/** The file as text, or undefined when it is not valid UTF-8 without forbidden characters. */
const textOf = (bytes: Uint8Array): string | undefined => {
  try {
    // All of it: binary bytes after a text-looking start are still binary.
    const text = utf8.decode(bytes);
    return FORBIDDEN_CHARACTER.test(text) ? undefined : text;
  } catch {
    return undefined;
  }
};

const parsesAsJson = (text: string): boolean => {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
};

/**
 * Text has no signature but XML's prolog, so the declared type may only narrow what the content
 * bears out: JSON that parses, XML that starts as markup, CSV (any text may be one); anything else
 * is plain text. The sender never makes a text file into a type a browser would render as a page.
 */
const textTypeOf = (text: string, declared: string, detected: string | undefined): string => {
  if (detected === 'application/xml') return detected;
  if (declared === 'application/json') return parsesAsJson(text) ? declared : 'text/plain';
  if (declared === 'application/xml' || declared === 'text/xml')
    return /^\uFEFF?\s*</.test(text) ? 'application/xml' : 'text/plain';
  return declared === 'text/csv' ? declared : 'text/plain';
};

export interface AttachmentToCheck {
  readonly bytes: Uint8Array;
  /** As the sender declared it, lower case; '' when absent. */
  readonly declaredType: string;
}

/**
 * A document's type comes from its content, not from what the sender says: a file that is none of
 * the accepted formats, or not the format it is declared as, is refused with its path. What is
 * stored is the type the content has, so a download later can never be served as something else.
 */
export const attachmentTypes = async (
  attachments: readonly AttachmentToCheck[],
): Promise<string[]> => {
  const complaints: Complaint[] = [];
  const types: string[] = [];
  for (const [index, attachment] of attachments.entries()) {
    const declared = attachment.declaredType;
    const detected = (await fileTypeFromBuffer(attachment.bytes))?.mime;
    // file-type knows XML by its prolog; it is text all the same.
    const text = !detected || detected === 'application/xml' ? textOf(attachment.bytes) : undefined;
    if (detected && BINARY_TYPES.has(detected)) {
      if (!UNSPECIFIED.includes(declared) && !BINARY_TYPES.get(detected)!.includes(declared))
        complaints.push({
          path: `/attachments/${index}/content_type`,
          message: `is ${declared}, but the data is ${detected}; send the content type of the file`,
        });
      types.push(declared === 'application/vnd.ms-excel' ? declared : detected);
    } else if (text !== undefined) {
      if (!UNSPECIFIED.includes(declared) && !TEXT_TYPES.includes(declared))
        complaints.push({
          path: `/attachments/${index}/content_type`,
          message: `is ${declared}, which is not accepted; text attachments may be ${TEXT_TYPES.join(', ')}`,
        });
      types.push(textTypeOf(text, declared, detected));
    } else {
      complaints.push({
        path: `/attachments/${index}/data`,
        message: `is ${detected ? `a ${detected} file` : 'binary data of no recognised format'}; attachments may be ${ACCEPTED}`,
      });
      types.push('');
    }
  }
  if (complaints.length > 0)
    throw new DomainError(
      'invalid',
      'validation',
      `The declaration is not valid: ${complaints.length} attachment complaint(s), listed in errors`,
      complaints,
    );
  return types;
};
