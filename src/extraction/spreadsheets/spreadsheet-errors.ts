import { DomainError } from '../../errors/index.ts';

/** The bytes are no spreadsheet of the format given (a broken zip, binary data sent as CSV). */
export class SpreadsheetUnreadableError extends DomainError {
  constructor(reason: string) {
    super('unparseable', 'spreadsheet-unreadable', `the spreadsheet cannot be read: ${reason}`);
    this.name = 'SpreadsheetUnreadableError';
  }
}
