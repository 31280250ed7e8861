import type { MessageId } from '../../../i18n/messages/index.ts';

/** The file's GET did not answer with the file: no answer at all, or an HTTP error status. */
export class DocumentFetchError extends Error {
  constructor(readonly status?: number) {
    super(status === undefined ? 'the document could not be fetched' : `HTTP ${status}`);
    this.name = 'DocumentFetchError';
  }
}

export type Failure =
  | { readonly kind: 'offline' | 'notFound' | 'denied' | 'notPdf' | 'password' | 'unreadable' }
  | { readonly kind: 'server'; readonly status: number };

/**
 * Why a document cannot be shown, in terms a declarant can act on. pdf.js names its exceptions
 * (their classes live in the lazily loaded module, so they are told apart by name).
 */
export const failureOf = (error: unknown): Failure => {
  if (error instanceof DocumentFetchError) {
    if (error.status === undefined) return { kind: 'offline' };
    if (error.status === 404 || error.status === 410) return { kind: 'notFound' };
    if (error.status === 401 || error.status === 403) return { kind: 'denied' };
    return { kind: 'server', status: error.status };
  }
  const name = (error as { name?: unknown } | null)?.name;
  if (name === 'PasswordException') return { kind: 'password' };
  if (name === 'InvalidPDFException') return { kind: 'notPdf' };
  return { kind: 'unreadable' };
};

export const failureMessage = (failure: Failure): MessageId =>
  `reviewDocument.failure.${failure.kind}`;
