import { pino, type Logger } from 'pino';
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
