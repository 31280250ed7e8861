/**
 * Sets every entry of a zip file (an .xlsx) to one fixed modification time, so that writing the
 * same workbook twice gives the same bytes. Only the DOS time and date fields change; the
 * compressed data and its checksums stay as they are.
 */

// 2026-01-01 09:00:00 in MS-DOS format.
const DOS_TIME = (9 << 11) | (0 << 5) | 0;
const DOS_DATE = ((2026 - 1980) << 9) | (1 << 5) | 1;

export const fixZipTimes = (zip: Buffer): Buffer => {
  const out = Buffer.from(zip);
  const end = out.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0) throw new Error('not a zip file: no end of central directory');
  const entries = out.readUInt16LE(end + 10);
  let at = out.readUInt32LE(end + 16);
  for (let i = 0; i < entries; i++) {
    if (out.readUInt32LE(at) !== 0x02014b50) throw new Error('zip central directory is damaged');
    out.writeUInt16LE(DOS_TIME, at + 12);
    out.writeUInt16LE(DOS_DATE, at + 14);
    const local = out.readUInt32LE(at + 42);
    if (out.readUInt32LE(local) !== 0x04034b50) throw new Error('zip local header is damaged');
    out.writeUInt16LE(DOS_TIME, local + 10);
    out.writeUInt16LE(DOS_DATE, local + 12);
    at += 46 + out.readUInt16LE(at + 28) + out.readUInt16LE(at + 30) + out.readUInt16LE(at + 32);
  }
  return out;
};
