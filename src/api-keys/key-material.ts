import { createHash, randomBytes } from 'node:crypto';

/** Recognisable in logs and secret scanners; the rest is 256 bits from the OS's CSPRNG. */
const PREFIX = 'cds_';

export const generateRawKey = (): string => `${PREFIX}${randomBytes(32).toString('base64url')}`;

/** Only this hash is stored; lookups go through it, so no raw key is ever compared or kept. */
export const hashKey = (rawKey: string): string =>
  createHash('sha256').update(rawKey, 'utf8').digest('hex');
