import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readPdfText } from '../../src/extraction/documents/pdf-text.ts';
import { linesOf } from '../../src/extraction/documents/text-lines.ts';
import type { Box } from '../../src/extraction/document-text.ts';

/** One request as the stand-in received it. */
export interface ReceivedRequest {
  readonly method: string;
  /** Path and query, as sent. */
  readonly url: string;
  readonly headers: IncomingMessage['headers'];
  readonly body: Buffer;
}

export interface StandInOptions {
  /** When set, requests without this Ocp-Apim-Subscription-Key are answered 401. */
  readonly apiKey?: string;
  /** `failed` answers every poll after the running ones with a failed operation. */
  readonly outcome?: 'succeeded' | 'failed';
  /** How many polls answer `running` before the outcome; 1 by default. */
  readonly runningPolls?: number;
  /** The analyzeResult to answer; by default built from the PDF's own text layer. */
  readonly analyzeResult?: (body: Buffer, contentType: string, modelId: string) => Promise<object>;
}

const inches = (points: number): number => Math.round((points / 72) * 10_000) / 10_000;

/** A box as Document Intelligence's polygon: the four corners clockwise from the top left. */
const polygon = (box: Box): number[] =>
  [
    [box.x, box.y],
    [box.x + box.width, box.y],
    [box.x + box.width, box.y + box.height],
    [box.x, box.y + box.height],
  ].flatMap(([x, y]) => [inches(x!), inches(y!)]);

/**
 * What prebuilt-layout answers for a PDF, made from its text layer: pages in inches, words with
 * polygons, confidences and spans into `content`, lines. Image-only pages come back without words.
 */
export const analyzeResultFromTextLayer = async (body: Buffer, modelId: string) => {
  const doc = await readPdfText(body);
  let content = '';
  const pages = doc.pages.map((page) => {
    const lines = linesOf(page).map((line) => {
      const lineOffset = content.length;
      const words = line.words.map((word, index) => {
        if (index > 0) content += ' ';
        const span = { offset: content.length, length: word.text.length };
        content += word.text;
        return { content: word.text, polygon: polygon(word.box), confidence: 0.99, span };
      });
      const lineSpan = { offset: lineOffset, length: content.length - lineOffset };
      content += '\n';
      return { words, line: { content: line.text, polygon: polygon(line.box), spans: [lineSpan] } };
    });
    return {
      pageNumber: page.number,
      angle: 0,
      width: inches(page.width),
      height: inches(page.height),
      unit: 'inch',
      words: lines.flatMap((line) => line.words),
      lines: lines.map((line) => line.line),
      spans: [],
    };
  });
  return {
    apiVersion: '2024-11-30',
    modelId,
    stringIndexType: 'textElements',
    content,
    pages,
    contentFormat: 'text',
  };
};

const ANALYZE = /^\/documentintelligence\/documentModels\/([^/:]+):analyze$/;
const RESULT = /^\/documentintelligence\/documentModels\/([^/]+)\/analyzeResults\/([^/]+)$/;

/**
 * Azure Document Intelligence's analyze wire protocol (api-version 2024-11-30) on loopback:
 * POST .../documentModels/{modelId}:analyze with the document's bytes answers 202 and an
 * Operation-Location; GET on it answers `running`, then `succeeded` with the analyzeResult or
 * `failed` with an error. Every request is kept in `requests` for assertions.
 */
export const startDocumentIntelligenceStandIn = async (options: StandInOptions = {}) => {
  const requests: ReceivedRequest[] = [];
  const operations = new Map<string, { polls: number; result: Promise<object> }>();
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks);
      requests.push({ method: request.method!, url: request.url!, headers: request.headers, body });
      const url = new URL(request.url!, 'http://127.0.0.1');
      const json = (status: number, value: object, headers: Record<string, string> = {}) => {
        response.writeHead(status, { 'content-type': 'application/json', ...headers });
        response.end(JSON.stringify(value));
      };
      if (options.apiKey && request.headers['ocp-apim-subscription-key'] !== options.apiKey)
        return json(401, {
          error: { code: '401', message: 'Access denied due to invalid subscription key.' },
        });
      if (url.searchParams.get('api-version') !== '2024-11-30')
        return json(404, { error: { code: 'UnsupportedApiVersion', message: 'api-version' } });
      const analyze = request.method === 'POST' ? ANALYZE.exec(url.pathname) : null;
      if (analyze) {
        const modelId = decodeURIComponent(analyze[1]!);
        const contentType = request.headers['content-type'] ?? '';
        const id = randomUUID();
        const result = (
          options.analyzeResult ?? ((bytes) => analyzeResultFromTextLayer(bytes, modelId))
        )(body, contentType, modelId);
        result.catch(() => undefined); // Read when polled; a failure is answered then.
        operations.set(id, { polls: 0, result });
        const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
        response.writeHead(202, {
          'operation-location': `${base}/documentintelligence/documentModels/${analyze[1]}/analyzeResults/${id}?api-version=2024-11-30`,
          'apim-request-id': id,
        });
        return response.end();
      }
      const poll = request.method === 'GET' ? RESULT.exec(url.pathname) : null;
      const operation = poll ? operations.get(poll[2]!) : undefined;
      if (!operation)
        return json(404, { error: { code: 'NotFound', message: 'Resource not found.' } });
      operation.polls += 1;
      const times = {
        createdDateTime: new Date().toISOString(),
        lastUpdatedDateTime: new Date().toISOString(),
      };
      if (operation.polls <= (options.runningPolls ?? 1))
        return json(200, { status: 'running', ...times });
      if (options.outcome === 'failed')
        return json(200, {
          status: 'failed',
          ...times,
          error: {
            code: 'InvalidRequest',
            message: 'Invalid request.',
            innererror: {
              code: 'InvalidContent',
              message: 'The file is corrupted or format is unsupported.',
            },
          },
        });
      operation.result.then(
        (analyzeResult) => json(200, { status: 'succeeded', ...times, analyzeResult }),
        (error: unknown) =>
          json(200, {
            status: 'failed',
            ...times,
            error: { code: 'InvalidContent', message: String(error) },
          }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};
