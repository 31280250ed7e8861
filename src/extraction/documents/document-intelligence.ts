import createClient, {
  getLongRunningPoller,
  isUnexpected,
  type AnalyzeOperationOutput,
  type DocumentIntelligenceClient,
} from '@azure-rest/ai-document-intelligence';
import { DefaultAzureCredential } from '@azure/identity';
import { DomainError } from '../../errors/index.ts';
import type { DocumentText } from '../document-text.ts';
import { documentTextFromAnalyzeResult } from './analyze-result.ts';

/** The DocumentIntelligence:* settings (SPEC.md, Other runtime settings). */
export interface DocumentIntelligenceOptions {
  readonly endpoint: string;
  /** prebuilt-layout by default in the settings. */
  readonly modelId: string;
  readonly apiKey?: string;
  /** Entra ID (DefaultAzureCredential: managed identity, workload identity, az login). */
  readonly useKeylessAuth: boolean;
  /** How long to wait between polls when the service sends no Retry-After; 1000 ms by default. */
  readonly pollIntervalMs?: number;
}

/** The content types Document Intelligence is sent: what the service accepts as uploads. */
export type AnalyzableContentType = 'application/pdf' | 'image/png' | 'image/jpeg';

export interface DocumentIntelligenceReader {
  /** The document read by the configured model; `raw` holds the analyzeResult as it came. */
  read(
    bytes: Uint8Array,
    contentType: AnalyzableContentType,
    signal?: AbortSignal,
  ): Promise<DocumentText>;
}

/** Document Intelligence refused the call, or the analysis failed: the message says which, as the service did. */
export class DocumentIntelligenceError extends DomainError {
  constructor(message: string, options?: { cause?: unknown }) {
    super('unavailable', 'document-intelligence-failed', message);
    this.name = 'DocumentIntelligenceError';
    if (options?.cause !== undefined) this.cause = options.cause;
  }
}

interface ServiceError {
  readonly code?: string;
  readonly message?: string;
  readonly innererror?: ServiceError;
}

/** "code: message", with the inner error that usually says what was wrong with the file. */
const describe = (error: ServiceError | undefined): string => {
  if (!error) return 'no reason given';
  const own = [error.code, error.message].filter(Boolean).join(': ') || 'no reason given';
  return error.innererror ? `${own} (${describe(error.innererror)})` : own;
};

// http:// is allowed only to this machine, where test stand-ins listen; a real endpoint is https.
const isLoopbackHttp = (endpoint: string): boolean => {
  const url = new URL(endpoint);
  return url.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
};

const clientFor = (options: DocumentIntelligenceOptions): DocumentIntelligenceClient => {
  const endpoint = options.endpoint.replace(/\/+$/, '');
  const clientOptions = { allowInsecureConnection: isLoopbackHttp(endpoint) };
  if (options.useKeylessAuth)
    return createClient(endpoint, new DefaultAzureCredential(), clientOptions);
  if (!options.apiKey)
    throw new DocumentIntelligenceError(
      'Document Intelligence needs DocumentIntelligence:ApiKey when UseKeylessAuth is false',
    );
  // A key credential is any object with `key`; the header is Ocp-Apim-Subscription-Key.
  return createClient(endpoint, { key: options.apiKey }, clientOptions);
};

const failed = (what: string, error: unknown): DocumentIntelligenceError =>
  error instanceof DocumentIntelligenceError
    ? error
    : new DocumentIntelligenceError(
        `Document Intelligence could not ${what}: ${error instanceof Error ? error.message : String(error)}`,
        { cause: error },
      );

/**
 * Azure Document Intelligence through its REST client: the document is posted to
 * `documentModels/{modelId}:analyze`, which answers 202 with an Operation-Location; the
 * operation is polled until it succeeds or fails. A refusal (wrong key, unknown model) or a
 * failed analysis is a DocumentIntelligenceError with the service's own code and message.
 */
export const createDocumentIntelligenceReader = (
  options: DocumentIntelligenceOptions,
): DocumentIntelligenceReader => {
  const client = clientFor(options);
  const modelId = options.modelId || 'prebuilt-layout';
  return {
    async read(bytes, contentType, signal) {
      let initial;
      try {
        initial = await client
          .path('/documentModels/{modelId}:analyze', modelId)
          .post({ contentType, body: bytes, abortSignal: signal });
      } catch (error) {
        signal?.throwIfAborted();
        throw failed('be reached', error);
      }
      if (isUnexpected(initial))
        throw new DocumentIntelligenceError(
          `Document Intelligence refused the document (HTTP ${initial.status}): ${describe(initial.body.error)}`,
        );
      let final;
      try {
        const poller = getLongRunningPoller(client, initial, {
          intervalInMs: options.pollIntervalMs ?? 1000,
        });
        final = await poller.pollUntilDone({ abortSignal: signal });
      } catch (error) {
        // The caller gave up (a job stopping): that is its reason, not the service's failure.
        signal?.throwIfAborted();
        throw failed('read the document', error);
      }
      const operation = final.body as AnalyzeOperationOutput;
      if (operation.status !== 'succeeded' || !operation.analyzeResult)
        throw new DocumentIntelligenceError(
          `Document Intelligence could not read the document: the analysis ${operation.status}: ${describe(operation.error)}`,
        );
      return documentTextFromAnalyzeResult(operation.analyzeResult);
    },
  };
};
