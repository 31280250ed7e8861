/**
 * How a stored document is named when it is downloaded (decision 0027). The sender's name is
 * theirs to choose and says nothing true about the file: `Invoice.hta` may be a PDF. So the
 * download keeps the readable part of that name and takes its extension from the content type
 * detected at intake, which the sender cannot choose.
 */

/** The detected type's extension; a type with none of its own downloads as .bin, opened by nothing. */
const EXTENSIONS: Readonly<Record<string, string>> = {
  'application/pdf': '.pdf',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': '.xlsx',
  'application/vnd.ms-excel': '.xls',
  'text/csv': '.csv',
  'image/png': '.png',
  'image/jpeg': '.jpg',
  'image/tiff': '.tif',
  'application/xml': '.xml',
  // Attachments stored before decision 0027 may carry the declared alias.
  'text/xml': '.xml',
  'application/json': '.json',
  'text/plain': '.txt',
};

export const extensionOf = (contentType: string): string =>
  EXTENSIONS[contentType.split(';')[0]!.trim().toLowerCase()] ?? '.bin';

// Line breaks, controls, and invisible format characters: U+202E turns `gpj.exe` into what reads
// as `exe.jpg`; none of them belongs in a name a person reads.
const BREAKS = /[\p{Cc}\p{Zl}\p{Zp}]+/gu;
const INVISIBLE = /\p{Cf}/gu;
// Refused in file names on Windows; the double quote and backslash would also end or escape the
// header's quoted string.
const RESERVED = /["*:<>?|\\]/g;
// A trailing `.` plus letters or digits, the way file managers read an extension.
const EXTENSION = /\.[\p{L}\p{N}]{1,16}$/u;
// Windows refuses these as a name whatever their extension (`CON.pdf` cannot be saved).
const DEVICE = /^(con|prn|aux|nul|com\d|lpt\d)$/i;
// Room for the extension under the 255 bytes most file systems allow, counted in characters.
const MAX_BASE = 120;

/** The readable part of a sender's name: no folder, no control or invisible characters, no extension. */
const baseOf = (senderName: string): string => {
  const last = senderName.split(/[/\\]/).at(-1) ?? '';
  const cleaned = last
    .normalize('NFC')
    .replace(BREAKS, ' ')
    .replace(INVISIBLE, '')
    .replace(RESERVED, '_')
    .replace(/\s+/gu, ' ')
    .trim()
    // A leading dot hides a file; a trailing one or a space is dropped by Windows.
    .replace(/^[.\s]+|[.\s]+$/gu, '');
  const base = cleaned
    .replace(EXTENSION, '')
    .replace(/[.\s]+$/u, '')
    .trim();
  const short = Array.from(base).slice(0, MAX_BASE).join('').trim();
  return DEVICE.test(short) ? `_${short}` : short;
};

/**
 * The name a download is saved under: the sender's base name, made safe, with the extension of
 * the detected type. `fallback` names a document whose sender gave no usable name.
 */
export const downloadName = (
  senderName: string | null,
  contentType: string,
  fallback: string,
): string => `${baseOf(senderName ?? '') || baseOf(fallback)}${extensionOf(contentType)}`;

// RFC 5987 attr-char: what may stand unencoded in `filename*`; encodeURIComponent leaves ' ( ) *
// as they are, which that grammar does not allow.
const encodeExtValue = (text: string): string =>
  encodeURIComponent(text).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );

/**
 * For clients that do not read `filename*` (RFC 6266 section 4.3): ASCII only, accents dropped
 * (é is e), anything else an underscore; `%` too, which some clients would decode.
 */
const asciiFallback = (name: string): string =>
  name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\x20-\x7e]|["\\%]/g, '_');

/**
 * Content-Disposition for a download (RFC 6266): always `attachment`, so a browser saves the file
 * and never shows it as a page, with the name in UTF-8 (`filename*`) and as ASCII (`filename`).
 */
export const attachmentDisposition = (name: string): string =>
  `attachment; filename="${asciiFallback(name)}"; filename*=UTF-8''${encodeExtValue(name)}`;
