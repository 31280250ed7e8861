import assert from 'node:assert/strict';
import { PassThrough } from 'node:stream';
import { it } from 'node:test';
import { DrizzleQueryError } from 'drizzle-orm';
import { createLogger } from './logger.ts';

it('logs a failed statement with its SQL and cause but none of its parameters', async () => {
  const out = new PassThrough();
  const lines: string[] = [];
  out.on('data', (chunk: Buffer) => lines.push(chunk.toString()));
  const logger = createLogger({ 'Logging:Level': 'info' }, out);
  const cause = Object.assign(new Error('duplicate key value'), { code: '23505' });
  logger.error(
    {
      err: new DrizzleQueryError(
        'insert into dossiers values ($1)',
        ['ACME secret trade data'],
        cause,
      ),
    },
    'unexpected error',
  );
  await new Promise((resolve) => setImmediate(resolve));
  const logged = lines.join('');
  assert.match(logged, /insert into dossiers values/);
  assert.match(logged, /duplicate key value/);
  assert.match(logged, /23505/);
  assert.doesNotMatch(logged, /ACME secret trade data/);
});
