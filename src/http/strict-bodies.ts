import { Ajv } from 'ajv';
import formats from 'ajv-formats';
import type { FastifyInstance, FastifySchemaCompiler } from 'fastify';

const ajvWith = (options: { coerceTypes: boolean | 'array'; removeAdditional: boolean }) => {
  const ajv = new Ajv({ allErrors: true, useDefaults: true, strict: false, ...options });
  (formats as unknown as { default: (ajv: Ajv) => void }).default(ajv);
  return ajv;
};

// Fastify's own options for what arrives as text (the path, the query): numbers read from it.
const lenient = ajvWith({ coerceTypes: 'array', removeAdditional: true });
// A body is taken as sent: a member the schema does not name, or "11" for 11, is refused rather
// than dropped or converted unseen.
const strict = ajvWith({ coerceTypes: false, removeAdditional: false });

const compile: FastifySchemaCompiler<object> = ({ schema, httpPart }) =>
  (httpPart === 'body' ? strict : lenient).compile(schema);

/** The routes registered in `app` (its plugin) validate their JSON bodies strictly. */
export const strictBodies = (app: FastifyInstance) => app.setValidatorCompiler(compile);
