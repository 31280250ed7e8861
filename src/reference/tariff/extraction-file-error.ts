/**
 * Something wrong with the extraction itself (not a ZIP, no XML inside, malformed XML, a record
 * the format does not allow): the import fails at once with this reason, as another attempt
 * would read the same bytes. Any other error (the database away) is retried.
 */
export class ExtractionFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ExtractionFileError';
  }
}
