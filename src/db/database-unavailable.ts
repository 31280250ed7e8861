const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
]);

/**
 * The database could not be reached or went away (connection refused or reset, SQLSTATE class 08
 * connection exception, 57P01-57P03 shutdown and cannot-connect-now), as opposed to a statement
 * that failed. Callers answer 503 and partners retry; nothing was written.
 */
export const isDatabaseUnavailable = (error: unknown): boolean => {
  for (
    let current = error as { code?: unknown; cause?: unknown; message?: unknown } | undefined,
      depth = 0;
    current && depth < 5;
    depth += 1
  ) {
    const code = typeof current.code === 'string' ? current.code : '';
    if (NETWORK_CODES.has(code) || /^08/.test(code) || /^57P0[123]$/.test(code)) return true;
    if (
      typeof current.message === 'string' &&
      /Connection terminated|timeout exceeded when trying to connect/.test(current.message)
    )
      return true;
    current = current.cause as typeof current;
  }
  return false;
};
