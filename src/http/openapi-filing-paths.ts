/** OpenAPI paths of filing (POST /api/dossiers/{uuid}/submit, GET /api/declarations/{uuid}/xml). */
type Json = Record<string, unknown>;

const uuidParameter = {
  name: 'uuid',
  in: 'path',
  required: true,
  schema: { type: 'string', format: 'uuid' },
};

export const filingPaths = (problemResponse: (description: string) => Json): Json => ({
  '/api/dossiers/{uuid}/submit': {
    post: {
      tags: ['Filing'],
      summary: 'File a dossier: build and validate its message, put it in the outbox, Submitted',
      operationId: 'submitDossier',
      security: [{ Bearer: [] }],
      description: 'An Entra ID token with the role Admins. From Review, Approved or Ready.',
      parameters: [
        uuidParameter,
        {
          name: 'environment',
          in: 'query',
          description: 'ServiceBus:Descartes block; default AutoDispatchEnvironment',
          schema: { type: 'string', maxLength: 64 },
        },
      ],
      responses: {
        '200': {
          description: 'Filed',
          content: {
            'application/json': {
              schema: {
                type: 'object',
                properties: {
                  uuid: { type: 'string', format: 'uuid' },
                  status: { const: 'Submitted' },
                  messageId: { type: 'string', format: 'uuid' },
                  messageType: { enum: ['CC015C', 'CC515C', 'IE415B'] },
                  environment: { type: 'string' },
                },
              },
            },
          },
        },
        '401': problemResponse('No valid bearer token'),
        '403': problemResponse('A valid token without the role Admins'),
        '404': problemResponse('No such dossier'),
        '409': problemResponse('The dossier is not in Review, Approved or Ready'),
        '422': problemResponse('Incomplete or invalid data, or no such environment; see errors'),
      },
    },
  },
  '/api/declarations/{uuid}/xml': {
    get: {
      tags: ['Filing'],
      summary: 'The declaration message: as filed (in its SMF envelope), or what filing would send',
      operationId: 'getDeclarationXml',
      security: [{ ApiKey: [] }, { Bearer: [] }],
      parameters: [uuidParameter],
      responses: {
        '200': {
          description: 'The message; X-Message-Id, X-Message-Type and X-Message-Filed say which',
          content: { 'application/xml': { schema: { type: 'string' } } },
        },
        '401': problemResponse('No valid X-Api-Key and no valid bearer token'),
        '404': problemResponse('No such dossier'),
        '422': problemResponse('The message cannot be built yet; see errors'),
        '503': problemResponse('Filing is not configured'),
      },
    },
  },
});
