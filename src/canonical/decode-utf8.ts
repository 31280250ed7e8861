import { DomainError } from '../errors/index.ts';

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** Strict UTF-8 (a BOM is dropped): invalid bytes are refused, never replaced with U+FFFD. */
export const decodeUtf8 = (bytes: Uint8Array): string => {
  try {
    return utf8.decode(bytes);
  } catch {
    throw new DomainError('unparseable', 'bad-encoding', 'The body is not valid UTF-8');
  }
};

/** A message without a content type: XML when its first character (after a BOM and spaces) is `<`. */
export const sniffFormat = (bytes: Uint8Array): 'json' | 'xml' => {
  let at = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0;
  while (at < bytes.length && [0x20, 0x09, 0x0a, 0x0d].includes(bytes[at]!)) at += 1;
  return bytes[at] === 0x3c ? 'xml' : 'json';
};
