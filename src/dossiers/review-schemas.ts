import { Type } from '@sinclair/typebox';

// The review page's requests and answers, as the OpenAPI document describes them (issue 27).

export const UUID_PARAMS = Type.Object({ uuid: Type.String() });
export const IF_MATCH = Type.Object({
  'if-match': Type.Optional(
    Type.String({ description: 'The revision the page was made from, as the ETag gave it: "3"' }),
  ),
});
const Change = Type.Object({
  path: Type.String({ description: 'JSON Pointer into the declaration' }),
  from: Type.Optional(Type.Unknown()),
  to: Type.Optional(Type.Unknown()),
});
export const Saved = Type.Object(
  {
    revision: Type.Integer({ description: 'The dossier’s revision now; its ETag' }),
    changes: Type.Array(Change, { description: 'What this save changed, value by value' }),
  },
  { title: 'SavedCorrections' },
);
export const Checked = Type.Object(
  {
    findings: Type.Array(
      Type.Object({
        code: Type.String({
          description: '`contract`, a filing rule (ALL-EORI ...) or a check (total-mismatch ...)',
        }),
        severity: Type.Union(
          [Type.Literal('error'), Type.Literal('warning'), Type.Literal('info')],
          {
            description: 'Only an error stands against approval',
          },
        ),
        path: Type.String({ description: 'JSON Pointer into the declaration' }),
        message: Type.String(),
        params: Type.Optional(
          Type.Record(Type.String(), Type.Unknown(), {
            description: 'An identifier’s fault, for the page to word in its language',
          }),
        ),
      }),
    ),
  },
  { title: 'DeclarationChecks' },
);
const ReadingReason = Type.Object({
  message: Type.String({ description: 'The English sentence, as in `notices`' }),
  code: Type.Optional(
    Type.String({
      description:
        'ocr-page, ocr-image, ocr-pages, ocr-language, ocr-page-limit, no-goods-table, table-without-lines, page-not-read, no-model, no-model-no-lines, model-no-lines, read-as, vision-pages, sheet-no-header, sheet-empty, sheet-missing-columns, sheet-skipped, workbook-empty, e-invoice, e-invoice-differs: for the page to word it in its language; a code it does not know is shown as its message',
    }),
  ),
  params: Type.Optional(
    Type.Record(Type.String(), Type.Union([Type.String(), Type.Number()]), {
      description: 'The values the sentence names: page, words, confidence (%), pages ("1–3") …',
    }),
  ),
});

export const Reading = Type.Object(
  {
    revision: Type.Integer({ description: 'The dossier’s revision now; its ETag' }),
    reading: Type.Union([
      Type.Null(),
      Type.Object(
        {
          attempt: Type.Integer(),
          mode: Type.String(),
          at: Type.String({ format: 'date-time' }),
          documents: Type.Array(
            Type.Object(
              {
                document: Type.String(),
                fileName: Type.String(),
                status: Type.String(),
                extractor: Type.Optional(Type.String()),
                error: Type.Optional(Type.String()),
                kind: Type.Optional(Type.String()),
                lineCount: Type.Integer(),
                notices: Type.Array(Type.String()),
                reasons: Type.Optional(
                  Type.Array(ReadingReason, {
                    description:
                      'The notices (or, for a document not read, its failure) in order, each with its code and values where it has one; absent in readings made before they were kept',
                  }),
                ),
                pageCount: Type.Optional(Type.Integer()),
              },
              { additionalProperties: true },
            ),
          ),
          header: Type.Record(Type.String(), Type.Unknown(), {
            description:
              'Each value read as {value, confidence (0 to 1), source: {document, page, box in points from the top left, or cell}}; parties hold such values',
          }),
          lines: Type.Array(Type.Record(Type.String(), Type.Unknown()), {
            description:
              'Each goods line read: its document, and its values as {value, confidence, source}',
          }),
          charges: Type.Array(Type.Unknown()),
          findings: Type.Array(Type.Unknown()),
        },
        { additionalProperties: true },
      ),
    ]),
    changedByHand: Type.Array(Type.String(), {
      description: 'The JSON Pointers of the values a declarant has corrected since they were read',
    }),
    confirmed: Type.Array(Type.String(), {
      description: 'The JSON Pointers of the values a declarant has confirmed as read',
    }),
  },
  { title: 'DossierReading' },
);
export const ApproveBody = Type.Object(
  {
    overrideReason: Type.Optional(
      Type.String({
        minLength: 3,
        maxLength: 500,
        description: 'Approve although errors stand: why (kept in the history)',
      }),
    ),
  },
  { additionalProperties: false, title: 'Approval' },
);

export const ConfirmBody = Type.Object(
  {
    paths: Type.Array(Type.String({ pattern: '^(/[a-z_0-9]{1,40}){1,8}$', maxLength: 200 }), {
      minItems: 1,
      maxItems: 2000,
      description: 'JSON Pointers of the values confirmed as read',
    }),
  },
  { additionalProperties: false, title: 'Confirmation' },
);
