const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);

/**
 * node-postgres's own words for a connection that is gone or never came: the socket closed, the
 * pool's connect timeout, and a client used after its connection failed.
 */
const LOST_CONNECTION =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|is not currently accepting connections/;

/**
 * The database could not be reached or went away (connection refused or reset, SQLSTATE class 08
 * connection exception, 57P01-57P03 shutdown and cannot-connect-now), as opposed to a statement
 * that failed. PostgreSQL ends the session on every FATAL error (a database refusing connections,
 * `ALLOW_CONNECTIONS false`, is 55000 at that severity), so a FATAL is the connection's failure,
 * never the statement's. Callers answer 503, partners and queues retry; nothing was written.
 */
export const isDatabaseUnavailable = (error: unknown): boolean => {
  for (
    let current = error as
        { code?: unknown; cause?: unknown; message?: unknown; severity?: unknown } | undefined,
      depth = 0;
    current && depth < 5;
    depth += 1
  ) {
    const code = typeof current.code === 'string' ? current.code : '';
    if (NETWORK_CODES.has(code) || /^08/.test(code) || /^57P0[123]$/.test(code)) return true;
    if (current.severity === 'FATAL' || current.severity === 'PANIC') return true;
    if (typeof current.message === 'string' && LOST_CONNECTION.test(current.message)) return true;
    current = current.cause as typeof current;
  }
  return false;
};
