import type { FastifyInstance } from 'fastify';
import { canonicalJsonSchema, canonicalXsd } from '../canonical/index.ts';

/** The canonical contract, public: partners validate against it before they send (DECISIONS.md section 5). */
export const schemaRoutes = async (app: FastifyInstance) => {
  const jsonSchema = JSON.stringify(canonicalJsonSchema(), null, 2);
  const xsd = canonicalXsd();
  app.get('/schemas/canonical-declaration.schema.json', async (_request, reply) =>
    reply.type('application/schema+json').send(jsonSchema),
  );
  app.get('/schemas/canonical-declaration.xsd', async (_request, reply) =>
    reply.type('application/xml; charset=utf-8').send(xsd),
  );
};
