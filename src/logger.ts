import { DrizzleQueryError } from 'drizzle-orm';
import { pino, stdSerializers, type Logger } from 'pino';
import type { Settings } from './settings/index.ts';

/** JSON lines on stdout; credentials are redacted wherever a header or setting might be logged. */
export const createLogger = (
  settings: Pick<Settings, 'Logging:Level'>,
  destination?: NodeJS.WritableStream,
): Logger =>
  pino(
    {
      level: settings['Logging:Level'],
      base: { service: 'customs-declaration-service' },
      timestamp: pino.stdTimeFunctions.isoTime,
      serializers: { err: serializeError },
      redact: {
        paths: [
          'req.headers.authorization',
          'req.headers["x-api-key"]',
          'req.headers.cookie',
          'headers.authorization',
          'headers["x-api-key"]',
        ],
        censor: '[redacted]',
      },
    },
    destination ?? process.stdout,
  );

/**
 * A failed statement is logged with its SQL and the database's own error, never its parameters:
 * they hold the declarations partners sent (megabytes of trade data, names, addresses).
 */
const serializeError = (error: unknown) => {
  if (!(error instanceof DrizzleQueryError)) return stdSerializers.err(error as Error);
  const cause = error.cause;
  return {
    type: 'DrizzleQueryError',
    message: `Failed query: ${error.query.slice(0, 2000)}`,
    parameters: error.params.length,
    cause: cause && { ...stdSerializers.err(cause), code: (cause as { code?: unknown }).code },
    // The stack's first lines repeat the message, parameters included.
    stack: error.stack
      ?.split('\n')
      .filter((line) => /^\s+at /.test(line))
      .join('\n'),
  };
};
