import type { FastifyInstance } from 'fastify';
import { canonicalJsonSchema, canonicalXsd } from '../canonical/index.ts';

/** The canonical contract, public: partners validate against it before they send (DECISIONS.md section 5). */
export const schemaRoutes = async (app: FastifyInstance) => {
  const jsonSchema = JSON.stringify(canonicalJsonSchema(), null, 2);
  const xsd = canonicalXsd();
  const contract = (summary: string, operationId: string, type: string) => ({
    schema: {
      tags: ['Contract'],
      summary,
      operationId,
      response: {
        200: { description: summary, content: { [type]: { schema: { type: 'string' } } } },
      },
    },
  });
  app.get(
    '/schemas/canonical-declaration.schema.json',
    contract(
      'The canonical declaration as JSON Schema 2020-12',
      'canonicalJsonSchema',
      'application/schema+json',
    ),
    async (_request, reply) => reply.type('application/schema+json').send(jsonSchema),
  );
  app.get(
    '/schemas/canonical-declaration.xsd',
    contract('The canonical declaration as XSD (its XML form)', 'canonicalXsd', 'application/xml'),
    async (_request, reply) => reply.type('application/xml; charset=utf-8').send(xsd),
  );
};
