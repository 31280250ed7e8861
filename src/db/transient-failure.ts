/**
 * SQLSTATEs worth another try: serialization failure, deadlock, statement timeout or cancel, lock
 * not available, and class 53 (insufficient resources: disk full, out of memory, too many
 * connections). Everything else a statement can fail with will fail the same way again.
 */
const TRANSIENT_SQLSTATES = new Set(['40001', '40P01', '57014', '55P03']);
/** The file system full or out of handles, as when attachments are written. */
const TRANSIENT_SYSTEM_CODES = new Set(['ENOSPC', 'EMFILE', 'ENFILE', 'EAGAIN', 'EBUSY']);

/** A failure another attempt may not meet (isDatabaseUnavailable covers the connection itself). */
export const isTransientFailure = (error: unknown): boolean => {
  for (
    let current = error as { code?: unknown; cause?: unknown } | undefined, depth = 0;
    current && depth < 5;
    depth += 1
  ) {
    const code = typeof current.code === 'string' ? current.code : '';
    if (TRANSIENT_SQLSTATES.has(code) || /^53/.test(code) || TRANSIENT_SYSTEM_CODES.has(code))
      return true;
    current = current.cause as typeof current;
  }
  return false;
};
