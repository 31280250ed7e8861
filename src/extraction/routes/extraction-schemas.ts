import { Type } from '@sinclair/typebox';

export const UUID_PARAMS = Type.Object({ uuid: Type.String() });
const nullable = <T extends ReturnType<typeof Type.String>>(schema: T) =>
  Type.Union([schema, Type.Null()]);
const nullableInt = Type.Union([Type.Integer(), Type.Null()]);

export const AttemptSchema = Type.Object({
  id: Type.String({ format: 'uuid' }),
  attempt: Type.Integer({
    description: 'The job attempt that made it (1 to 3); several runs keep theirs',
  }),
  documentId: nullable(Type.String({ format: 'uuid' })),
  fileName: nullable(Type.String()),
  extractorType: Type.String({
    description:
      'SPEC.md ExtractorType: pdf_di_hybrid_invoice, xlsx_goods, pdf_vision_transit ...; `dossier` for a run that failed as a whole',
  }),
  status: Type.Union([Type.Literal('ok'), Type.Literal('failed')]),
  error: nullable(Type.String()),
  model: nullable(Type.String()),
  durationMs: nullableInt,
  promptTokens: nullableInt,
  completionTokens: nullableInt,
  pageCount: nullableInt,
  estimatedCost: Type.Union([Type.Number(), Type.Null()], {
    description: 'USD, from AI:Prices; null without a model or a price',
  }),
  createdAt: Type.String({ format: 'date-time' }),
});

export const AttemptDetailSchema = Type.Object({
  id: Type.String({ format: 'uuid' }),
  attempt: Type.Integer(),
  documentId: nullable(Type.String({ format: 'uuid' })),
  extractorType: Type.String(),
  status: Type.String(),
  error: nullable(Type.String()),
  model: nullable(Type.String()),
  rawResponse: nullable(Type.String({ description: 'RawResponse: the model answers as sent' })),
  extractedData: Type.Unknown({
    description:
      'ExtractedData: { extracted (values with confidence and source), prompts, modelData }',
  }),
  pdfPigRawText: nullable(
    Type.String({ description: 'The PDF text the transit skeleton was built from' }),
  ),
  hasAdiRawResponse: Type.Boolean({
    description:
      'Document Intelligence answered: its answer is kept and reused when the documents are read again',
  }),
  createdAt: Type.String({ format: 'date-time' }),
});

const Side = Type.Object({
  id: Type.String(),
  attempt: Type.Integer(),
  extractorType: Type.String(),
  model: nullable(Type.String()),
});

export const ComparisonSchema = Type.Object({
  a: Side,
  b: Side,
  differing: Type.Integer(),
  fields: Type.Array(
    Type.Object({
      path: Type.String({
        description: '/header/invoiceNumber, /lines/3/amount, /charges/0/amount ...',
      }),
      a: Type.Unknown(),
      b: Type.Unknown(),
      same: Type.Boolean(),
    }),
  ),
});

export const ExtractQuery = Type.Object({
  mode: Type.Optional(Type.Union([Type.Literal('standard'), Type.Literal('vision')])),
});

const isoDay = Type.String({
  pattern: '^\\d{4}-\\d{2}-\\d{2}$',
  description: 'yyyy-MM-dd, Europe/Brussels',
});
export const CostsQuery = Type.Object({ from: isoDay, to: isoDay });

export const CostRowSchema = Type.Object({
  day: Type.String(),
  model: Type.String({ description: '(no model) for attempts without a language model' }),
  attempts: Type.Integer(),
  failed: Type.Integer(),
  pages: Type.Integer(),
  promptTokens: Type.Integer(),
  completionTokens: Type.Integer(),
  estimatedCost: Type.Number({ description: 'USD' }),
  unpriced: Type.Integer({
    description: 'Attempts of a model AI:Prices has no price for: not in the sum',
  }),
});
