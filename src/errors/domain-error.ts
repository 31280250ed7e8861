/** What kind of failure a domain error is; the HTTP layer and the CLI map it in one place each. */
export type ErrorKind =
  | 'unparseable'
  | 'invalid'
  | 'not-found'
  | 'conflict'
  | 'unauthenticated'
  | 'forbidden'
  | 'too-large'
  | 'unsupported-media-type'
  | 'rate-limited'
  | 'unavailable'
  /** The caller's copy is older than the stored one (If-Match): 412. */
  | 'stale'
  /** A change that must say which version it was made from, and did not (If-Match): 428. */
  | 'version-required';

export interface Complaint {
  /** JSON Pointer into the input (`/clients/3/postcode`), or the setting key. */
  readonly path: string;
  readonly message: string;
  /**
   * What failed, for a page to word in its own language: a JSON Schema keyword (`maxLength`,
   * `required`, `enum`, ...) or one of ours (`identifier`, `country`, `character`, `decimals`,
   * `json`, `client-choice`, `members`). Sent to the web app only (problem-details.ts).
   */
  readonly keyword?: string;
  /** The keyword's values: `{ limit: 35 }`, `{ allowedValues: [...] }`, an identifier's fault. */
  readonly params?: Readonly<Record<string, unknown>>;
}

/** An expected failure with a stable code; never an HTTP error itself (ARCHITECTURE.md rule 5). */
/** The message in the app's other languages, for a person reading it in the app (issue 26). */
export interface Translated {
  readonly nl: string;
  readonly fr: string;
}

export class DomainError extends Error {
  constructor(
    readonly kind: ErrorKind,
    readonly code: string,
    message: string,
    readonly complaints: readonly Complaint[] = [],
    readonly translated?: Translated,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}
