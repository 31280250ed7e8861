import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { textFault } from '../canonical/index.ts';
import { DomainError, type Complaint } from '../errors/index.ts';

const faultsIn = (values: unknown, prefix: string): Complaint[] => {
  if (typeof values !== 'object' || values === null) return [];
  return Object.entries(values as Record<string, unknown>).flatMap(([name, value]) =>
    (Array.isArray(value) ? value : [value]).flatMap((entry) => {
      const fault = typeof entry === 'string' ? textFault(entry) : undefined;
      return fault ? [{ path: `${prefix}${name}`, message: fault }] : [];
    }),
  );
};

/**
 * Path and query parameters are text from outside too: a NUL or another control character in
 * one (`?ucr=%00`) is a 400 naming it, never a database type error.
 */
export const parameterText = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => {
    const complaints = [...faultsIn(request.params, ':'), ...faultsIn(request.query, '?')];
    if (complaints.length > 0)
      throw new DomainError(
        'unparseable',
        'bad-request',
        'A path or query parameter holds a character that is not text',
        complaints,
      );
  });
});
