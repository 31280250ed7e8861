import { DomainError } from '../../errors/index.ts';

/**
 * A file that cannot be read as the document it claims to be: not a PDF, cut short, corrupt, or
 * protected by a password. The message says so in plain words, as it is shown on the dossier.
 */
export class UnreadableDocumentError extends DomainError {
  constructor(message: string, options?: { cause?: unknown }) {
    super('unparseable', 'document-unreadable', message);
    this.name = 'UnreadableDocumentError';
    if (options?.cause !== undefined) this.cause = options.cause;
  }
}
