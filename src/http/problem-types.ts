/** One stable problem `type` (`/problems/<code>`): its status and what it means to the caller. */
export interface ProblemType {
  readonly code: string;
  readonly status: number;
  readonly meaning: string;
}

/**
 * Every problem the service answers with: the source of docs/problems.md (`npm run docs:problems`)
 * and of the OpenAPI document's Problem schema. A test fails when code raises a code not listed here.
 */
export const PROBLEM_TYPES: readonly ProblemType[] = [
  { code: 'bad-request', status: 400, meaning: 'A query parameter or path is not valid.' },
  { code: 'empty-body', status: 400, meaning: 'No body.' },
  {
    code: 'bad-json',
    status: 400,
    meaning: 'The JSON does not parse; `detail` gives the character position.',
  },
  {
    code: 'unparseable-body',
    status: 400,
    meaning:
      'The XML is not well-formed, or holds a DTD, an entity declaration, an undefined entity, or a character XML does not allow (written, or as a reference such as `&#0;`).',
  },
  {
    code: 'bad-gzip',
    status: 400,
    meaning: '`Content-Encoding: gzip` on bytes that are not gzip.',
  },
  { code: 'bad-encoding', status: 400, meaning: 'The body is not valid UTF-8.' },
  {
    code: 'bad-idempotency-key',
    status: 400,
    meaning: '`Idempotency-Key` is not 1 to 255 visible ASCII characters.',
  },
  {
    code: 'request-aborted',
    status: 400,
    meaning: 'The connection closed before the body was complete.',
  },
  {
    code: 'unauthenticated',
    status: 401,
    meaning:
      'No valid `X-Api-Key` and no valid bearer token; `WWW-Authenticate` says which are accepted.',
  },
  {
    code: 'missing-role',
    status: 403,
    meaning:
      'A valid bearer token without the role the endpoint needs (`Ingestion.Write`, or `Admins`).',
  },
  {
    code: 'csrf',
    status: 403,
    meaning:
      'A change made with the session cookie without the `X-CSRF-Token` header the app reads from `GET /api/session`.',
  },
  {
    code: 'wrong-host',
    status: 403,
    meaning:
      'Local single-user mode (no sign-in provider): the request names a host other than 127.0.0.1, localhost or [::1] on the service’s port, as a page using DNS rebinding would.',
  },
  {
    code: 'missing-scope',
    status: 403,
    meaning:
      'An API key without the scope the endpoint needs (`declarations` or `masterdata`); `detail` names the command that grants it.',
  },
  {
    code: 'delegated-token',
    status: 403,
    meaning:
      'A token issued to a signed-in user (`scp`, `idtyp=user`) on an endpoint that takes app-only tokens for `Ingestion.Write`.',
  },
  { code: 'not-found', status: 404, meaning: 'No such route.' },
  {
    code: 'client-code-taken',
    status: 409,
    meaning: 'A client with that code exists already; pick it, or choose another code.',
  },
  {
    code: 'file-too-large',
    status: 413,
    meaning:
      'An uploaded file is larger than `Storage:MaxFileSizeBytes`; refused as soon as it passes the limit, nothing was stored, and the connection is closed.',
  },
  {
    code: 'field-too-large',
    status: 413,
    meaning:
      'A field of an upload is longer than 64 KB (`detail` names it), or a part that is no file never ends; nothing was stored and the connection is closed.',
  },
  {
    code: 'too-many-parts',
    status: 413,
    meaning: 'An upload with more files or fields than a new dossier takes.',
  },
  {
    code: 'bad-multipart',
    status: 400,
    meaning: 'The multipart body could not be read (cut off, or malformed).',
  },
  {
    code: 'code-list-not-found',
    status: 404,
    meaning:
      'No code list of that number or name is held for the domain and phase asked (`/api/reference/code-lists` lists them).',
  },
  {
    code: 'tariff-line-not-found',
    status: 404,
    meaning:
      'No tariff line has that code on the date asked (the imported Tarbel extraction, or the CN 2026 list until one is imported).',
  },
  {
    code: 'reference-sync-failed',
    status: 503,
    meaning:
      'A reference-data sync could not use a publication (unreachable, truncated, malformed); nothing was changed.',
  },
  {
    code: 'reference-sync-not-configured',
    status: 409,
    meaning:
      'A sync was asked for but its source is not configured (`ReferenceData:*Url`, `locode:*_url`, `Tarbel:ExtractionsUrl`): the list stays as it is.',
  },
  {
    code: 'tariff-file-refused',
    status: 400,
    meaning:
      'The uploaded file is a ZIP but not a Tarbel extraction (damaged, no XML or several, encrypted, not a `TariffHistoryResponse`); nothing was queued.',
  },
  {
    code: 'locode-file-refused',
    status: 400,
    meaning:
      'The uploaded file is not a UN/LOCODE list in a form the import reads (UNECE parts, the data package CSV, the geoapify copy); nothing was queued.',
  },
  {
    code: 'document-not-found',
    status: 404,
    meaning: 'The dossier has no document with that id.',
  },
  {
    code: 'dossier-not-found',
    status: 404,
    meaning:
      "No dossier has that id, or none the caller may read: another partner's dossier gets the same answer.",
  },
  { code: 'method-not-allowed', status: 405, meaning: 'The route exists, not with this method.' },
  {
    code: 'ucr-taken',
    status: 409,
    meaning:
      'The caller sent a dossier of that regime with this UCR before (UCRs are unique per partner and regime).',
  },
  {
    code: 'idempotency-in-progress',
    status: 409,
    meaning: 'A request with this `Idempotency-Key` is still being processed.',
  },
  {
    code: 'dossier-changed',
    status: 412,
    meaning:
      'The dossier was saved by someone else since the revision named in `If-Match`; nothing was written. Read it again (its `revision`, the ETag) and redo the change on it.',
  },
  {
    code: 'version-required',
    status: 428,
    meaning:
      'A change of a dossier must name the revision it was made from: `If-Match` with the ETag (`"3"`).',
  },
  {
    code: 'findings-stand',
    status: 422,
    meaning:
      'The dossier is not approved while errors stand; `errors` lists each at its field with its rule. Correct them, or approve with `overrideReason`.',
  },
  {
    code: 'invalid-transition',
    status: 409,
    meaning:
      "The dossier's status does not allow the move (filing a Submitted dossier, approving one that is not in Review); `detail` names the status it needs.",
  },
  {
    code: 'transition-not-allowed',
    status: 403,
    meaning:
      "The caller's roles do not allow the move (filing from Review or Approved is for Admins; declarant moves need Admins or SuperUsers).",
  },
  { code: 'body-too-large', status: 413, meaning: 'Over 5 MB after decompression.' },
  {
    code: 'unsupported-media-type',
    status: 415,
    meaning: 'The Content-Type is not accepted here.',
  },
  {
    code: 'unsupported-content-encoding',
    status: 415,
    meaning: 'Only gzip and UTF-8 are accepted.',
  },
  { code: 'unsupported-charset', status: 415, meaning: 'Only gzip and UTF-8 are accepted.' },
  {
    code: 'validation',
    status: 422,
    meaning:
      'The body is well-formed but breaks the contract; see `errors` (at most 200, the last saying the list stops). Also a list over its maximum, nesting over 64 levels, a property written twice, text that is not valid Unicode or holds a control character, an attachment that is not Base64 of an accepted file type.',
  },
  { code: 'unknown-client-code', status: 422, meaning: '`client_code` names no client.' },
  {
    code: 'idempotency-key-reused',
    status: 422,
    meaning: 'The `Idempotency-Key` came first with a different body.',
  },
  {
    code: 'declaration-incomplete',
    status: 422,
    meaning:
      'The declaration message cannot be built or filed yet; `errors` lists every missing or invalid item: `path` into the declaration or `settings:<key>`, `element` of the message, `rule` when a filing rule refuses it (docs/filing-rules.md), and `message`.',
  },
  {
    code: 'rate-limited',
    status: 429,
    meaning:
      'Too many requests (see `Retry-After` and `RateLimit-*`), or too many failed authentications from one address (`Retry-After`).',
  },
  {
    code: 'too-many-connections',
    status: 429,
    meaning:
      "The caller's address holds more than `Server:MaxConnectionsPerPeer` connections; the connection is closed after this answer.",
  },
  { code: 'internal', status: 500, meaning: 'Unexpected; quote `requestId` when reporting it.' },
  {
    code: 'not-ready',
    status: 503,
    meaning: '`/health/ready`: a dependency is down; `detail` and `checks` say which.',
  },
  {
    code: 'database-unavailable',
    status: 503,
    meaning:
      'The database is not reachable; nothing was stored; retry after `Retry-After` seconds.',
  },
  {
    code: 'identity-provider-unavailable',
    status: 503,
    meaning: 'Bearer tokens cannot be checked: the OpenID metadata or keys did not answer.',
  },
  {
    code: 'busy',
    status: 503,
    meaning:
      'Too many large bodies wait for a reader thread; nothing was stored; retry after `Retry-After`.',
  },
  {
    code: 'filing-not-configured',
    status: 503,
    meaning: '`Filing:*` settings are missing: no message can be built.',
  },
  { code: 'outbox-message-not-found', status: 404, meaning: 'Outbox commands (CLI).' },
  { code: 'missing-argument', status: 422, meaning: 'Outbox commands (CLI).' },
  { code: 'setting.invalid', status: 422, meaning: 'Runtime settings (CLI).' },
  { code: 'setting.unknown', status: 404, meaning: 'Runtime settings (CLI).' },
  { code: 'setting.not-runtime', status: 422, meaning: 'Runtime settings (CLI).' },
  {
    code: 'country-alias-unknown',
    status: 404,
    meaning: 'A country alias to remove that is not in the list (decision 0051).',
  },
  {
    code: 'masterdata.invalid',
    status: 422,
    meaning:
      'A customs location, team or provenance type refused; `errors` names each field and why (decision 0050).',
  },
  {
    code: 'masterdata.taken',
    status: 409,
    meaning: 'Another location, team or provenance type has that name, role or code.',
  },
  {
    code: 'masterdata.not-found',
    status: 404,
    meaning: 'No customs location, team or provenance type has that id.',
  },
  { code: 'api-key.bad-name', status: 422, meaning: 'API key creation and scopes (CLI).' },
  { code: 'api-key.bad-expiry', status: 422, meaning: 'API key creation and scopes (CLI).' },
  { code: 'api-key.expiry-past', status: 422, meaning: 'API key creation and scopes (CLI).' },
  { code: 'api-key.bad-scope', status: 422, meaning: 'API key creation and scopes (CLI).' },
  { code: 'api-key.name-taken', status: 409, meaning: 'An active key has that name.' },
  { code: 'api-key.not-found', status: 404, meaning: 'No active key has that name.' },
  {
    code: 'client-not-found',
    status: 404,
    meaning: 'No client has that code (`GET /api/v1/clients/{code}`, CLI).',
  },
  {
    code: 'prompt-not-found',
    status: 404,
    meaning:
      'No language-model prompt has that name (`/api/admin/prompts/{name}`); `detail` lists the names.',
  },
  {
    code: 'prompt-version-not-found',
    status: 404,
    meaning:
      'The prompt has no version of that number (`/api/admin/prompts/{name}/versions/{version}`).',
  },
  {
    code: 'prompt-version-in-use',
    status: 409,
    meaning:
      'Restoring a prompt version whose text is the one in use already (it is that version, or the latest has its text).',
  },
  {
    code: 'attempt-not-found',
    status: 404,
    meaning: 'The dossier has no extraction attempt with that id.',
  },
  {
    code: 'document-unreadable',
    status: 400,
    meaning:
      'A document cannot be read (a damaged or password-protected PDF, a type that is no PDF or image); an extraction whose documents all fail so ends in Failed with this reason.',
  },
  {
    code: 'spreadsheet-unreadable',
    status: 400,
    meaning:
      'A spreadsheet cannot be read (damaged, or an Excel 97-2003 .xls: save it as .xlsx or .csv).',
  },
  {
    code: 'sheet-unavailable',
    status: 422,
    meaning:
      'A stored spreadsheet cannot be shown as its sheet: damaged, over a Processing:* limit, or its reader ran out of memory or time. The detail says which.',
  },
  {
    code: 'document-intelligence-failed',
    status: 503,
    meaning:
      'Azure Document Intelligence refused the document or its analysis failed; the extraction is tried again.',
  },
  {
    code: 'no-model-configured',
    status: 409,
    meaning:
      'The vision path ("Process with AI") needs a language model and none is configured (`AI:*` settings).',
  },
  {
    code: 'no-inbound-queue',
    status: 404,
    meaning: 'The queue probe: no inbound queue block is active.',
  },
  {
    code: 'inbound-queue-unreachable',
    status: 503,
    meaning: 'The dead-letter browser: the broker of the inbound queue did not answer; try again.',
  },
  {
    code: 'dead-letter-busy',
    status: 409,
    meaning:
      'The dead-letter browser: the dead letter is held by another look at the queue (another admin or instance); try again.',
  },
  {
    code: 'dead-letter-too-large',
    status: 409,
    meaning:
      'The dead-letter browser: a body over 16 MiB cannot be kept in the audit log, so it is neither corrected nor discarded here.',
  },
  {
    code: 'dead-letter-not-found',
    status: 404,
    meaning:
      'The dead-letter browser: no dead letter with that id waits in the queue (replayed or discarded meanwhile).',
  },
  {
    code: 'too-many-large-bodies',
    status: 429,
    meaning:
      'The caller already has two bodies over 64 KiB being read; send the next when one is answered.',
  },
];
