import { DomainError } from '../../errors/index.ts';
import type { NoticeParams } from '../extraction-notice.ts';
import type { ReaderRefusal } from './reader-protocol.ts';

/**
 * A reader process's refusal, an error again on the service's side of the channel: its kind,
 * code and words as they were, and the values a page needs to word it in another language.
 */
export class RefusedReadingError extends DomainError {
  readonly params: NoticeParams;
  constructor(refusal: ReaderRefusal) {
    super(refusal.kind, refusal.code, refusal.message);
    this.name = 'RefusedReadingError';
    this.params = refusal.params ?? {};
  }
}
