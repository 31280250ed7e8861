import { DomainError } from '../../errors/index.ts';

/**
 * A reading that would be too large to hand over and keep (its text, its goods lines): the same
 * document would give as much again, so it fails at once, never retried.
 */
export class ReadingTooLargeError extends DomainError {
  constructor(message: string) {
    super('unparseable', 'reading-too-large', message);
    this.name = 'ReadingTooLargeError';
  }
}
