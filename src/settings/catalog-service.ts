import { define } from './define.ts';
import { cidrList, integer, oneOf, text, url } from './kinds.ts';

const optionalUrl = url(['http', 'https']);

/** Start-up settings of the process itself: listening, database, storage, proxies, limits, sign-in. */
export const serviceSettings = {
  'Server:Host': define(
    text({ allowEmpty: false }),
    '127.0.0.1',
    'Address the HTTP server listens on.',
    {
      envAliases: ['HOST'],
    },
  ),
  'Server:Port': define(
    integer(0, 65535),
    8080,
    'TCP port of the HTTP server (0 picks a free port).',
    {
      envAliases: ['PORT'],
    },
  ),
  'Server:PublicBaseUrl': define(
    optionalUrl,
    '',
    "The address users reach the service at (https://customs.example.be): the sign-in's return address is built from it. Empty: a trusted proxy's X-Forwarded-Host (Proxy:KnownNetworks), else only a loopback Host is believed.",
  ),
  'Server:ShutdownTimeoutSeconds': define(
    integer(1, 120),
    10,
    'On SIGTERM/SIGINT: how long in-flight requests may take before the process exits anyway.',
  ),
  'Server:RequestTimeoutSeconds': define(
    integer(1, 3600),
    60,
    'Longest time a client may take to send one request (headers and body); a slower request is answered 408 and its connection closed.',
  ),
  'Server:HeadersTimeoutSeconds': define(
    integer(1, 600),
    15,
    'Longest time a client may take to send the request headers.',
  ),
  'Server:IdleTimeoutSeconds': define(
    integer(1, 3600),
    30,
    'A kept-alive connection with no request for this long is closed (a request being answered is never cut off by it).',
  ),
  'Server:MaxConnectionsPerPeer': define(
    integer(1, 100_000),
    64,
    'Open connections one client address may hold; further ones are closed at once. Peers inside Proxy:KnownNetworks are not limited (they carry many clients).',
  ),
  'Server:BodyReaderThreads': define(
    integer(0, 64),
    0,
    'Worker threads that parse and validate request and message bodies over 64 KiB, so a large body never holds the event loop; 0 is one less than the cores, at least one.',
  ),
  'Logging:Level': define(
    oneOf(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']),
    'info',
    'Minimum level of the JSON log lines written to standard output.',
  ),
  'Database:ConnectionString': define(
    url(['postgres', 'postgresql']),
    '',
    'PostgreSQL 15+ connection URL. Empty: the embedded database (PGlite) in Database:EmbeddedPath.',
    { secret: true, envAliases: ['DATABASE_URL'] },
  ),
  'Database:EmbeddedPath': define(
    text({ allowEmpty: false }),
    './data/db',
    'Folder of the embedded database; one process at a time holds it (lock file beside it).',
  ),
  'Database:PoolSize': define(integer(1, 200), 10, 'PostgreSQL connections kept by one instance.'),
  'Processing:MaxConcurrentJobs': define(
    integer(1, 64),
    4,
    'Extraction jobs run at once by one instance.',
  ),
  'Processing:ExtractionTimeoutSeconds': define(
    integer(5, 86_400),
    1800,
    'How long one extraction attempt may hold its job (the visibility timeout) before another instance takes it up again: a worker that died mid-job is retried after this.',
  ),
  'Processing:ExtractionRetryDelaySeconds': define(
    integer(1, 3600),
    30,
    'Wait before the second attempt of a failed extraction, doubled before the third.',
  ),
  'Processing:PdfDpi': define(
    integer(72, 1200),
    300,
    'Resolution at which PDFs are rasterised for the vision path and for local OCR of pages without text.',
  ),
  'Processing:ReaderMemoryMegabytes': define(
    integer(256, 65_536),
    1536,
    'Memory one document reader process may use (its whole resident memory: heap, buffers, canvas, OCR); a reader that goes over it is killed and its document fails with the reason.',
  ),
  'Processing:PageTimeoutSeconds': define(
    integer(1, 3600),
    60,
    'Longest time one page may take to be read, drawn or read by OCR; a page that takes longer fails its document with the page named.',
  ),
  'Processing:DocumentTimeoutSeconds': define(
    integer(1, 86_400),
    600,
    "Longest time one document may take to be read (every page, OCR included), within the attempt's own Processing:ExtractionTimeoutSeconds.",
  ),
  'Processing:MaxPages': define(
    integer(1, 100_000),
    500,
    'Pages a PDF may have; a longer one fails with the reason before any page is read.',
  ),
  'Processing:MaxOcrPages': define(
    integer(0, 100_000),
    50,
    'Pages without text one document may send to local OCR; a scan with more fails with the reason before OCR starts.',
  ),
  'Processing:MaxOperatorsPerPage': define(
    integer(1000, 1_000_000_000),
    2_000_000,
    'Drawing operators one PDF page may ask for, counted before it is read, with every form it draws counted each time it is drawn.',
  ),
  'Processing:MaxFormNesting': define(
    integer(1, 1000),
    12,
    'How deep forms (Form XObjects) may draw one another on one PDF page.',
  ),
  'Processing:MaxImagePixels': define(
    integer(1_000_000, 2_000_000_000),
    100_000_000,
    'Pixels one image of a PDF page may have (width x height), checked before it is decoded.',
  ),
  'Processing:MaxInflatedMegabytes': define(
    integer(1, 65_536),
    256,
    'Megabytes the compressed parts of one document may expand to while it is checked and read (PDF streams, the files inside an xlsx).',
  ),
  'Processing:MaxSheetRows': define(
    integer(1, 10_000_000),
    100_000,
    'Rows one spreadsheet sheet (or CSV file) may have; a larger one fails with the reason.',
  ),
  'Processing:MaxSheetColumns': define(
    integer(1, 16_384),
    500,
    'Columns one spreadsheet row may use; a wider one fails with the reason.',
  ),
  'Processing:MaxSheetCells': define(
    integer(1, 100_000_000),
    2_000_000,
    'Cells with a value one spreadsheet sheet (or CSV file) may have, however its rows and columns are shaped: 100,000 rows of 20 columns.',
  ),
  'Processing:MaxCellCharacters': define(
    integer(1, 10_000_000),
    32_767,
    'Characters one spreadsheet cell (or CSV field) may hold; 32,767 is the most Excel itself stores.',
  ),
  'Storage:UploadFolder': define(
    text({ allowEmpty: false }),
    './uploads',
    'Folder holding uploaded and ingested documents.',
  ),
  'Storage:MaxFileSizeBytes': define(
    integer(1, 2 ** 40),
    52_428_800,
    'Largest file accepted by a manual upload, in bytes.',
  ),
  'Proxy:KnownNetworks': define(
    cidrList(),
    [] as string[],
    'CIDR ranges of reverse proxies trusted to set X-Forwarded-For and X-Forwarded-Proto; those headers from any other peer are ignored.',
  ),
  'RateLimit:PermitLimit': define(
    integer(1, 1_000_000),
    60,
    'Requests one caller may make to an ingestion endpoint per window.',
  ),
  'RateLimit:WindowSeconds': define(
    integer(1, 86_400),
    60,
    'Length of the rate-limit window in seconds.',
  ),
  'RateLimit:RedisUrl': define(
    url(['redis', 'rediss']),
    '',
    'Redis shared by several instances for rate limits; empty keeps the counters in process.',
    { secret: true },
  ),
  'Auth:Provider': define(
    oneOf(['', 'EntraId']),
    '',
    'Web sign-in provider; empty is the local single-user mode (loopback only).',
  ),
  'Auth:EntraId:Instance': define(
    optionalUrl,
    'https://login.microsoftonline.com/',
    'Entra ID authority host.',
  ),
  'Auth:EntraId:TenantId': define(text(), '', 'Directory (tenant) id.'),
  'Auth:EntraId:ClientId': define(
    text(),
    '',
    'Application (client) id; also the accepted token audience.',
  ),
  'Auth:EntraId:ClientSecret': define(text(), '', 'Client secret for the web sign-in.', {
    secret: true,
  }),
  'Auth:EntraId:CallbackPath': define(
    text({ allowEmpty: false, pattern: /^\//, hint: 'a path starting with /' }),
    '/signin-oidc',
    'OIDC redirect path.',
  ),
  'Auth:EntraId:CertificateThumbprint': define(
    text(),
    '',
    'Certificate used instead of the client secret, by thumbprint.',
  ),
  'Auth:EntraId:CertificateFile': define(
    text(),
    '',
    'PEM file holding the certificate (its SHA-1 thumbprint is Auth:EntraId:CertificateThumbprint) and its private key, for signing the client assertion instead of sending the secret.',
  ),
  'Auth:Oidc:Authority': define(
    optionalUrl,
    '',
    'Any standard OIDC issuer, used instead of Entra ID when set (Auth:EntraId:ClientId and ClientSecret are its client).',
  ),
  'Auth:SessionIdleMinutes': define(
    integer(5, 24 * 60),
    480,
    'A signed-in browser session ends after this long without a request.',
  ),
  'Auth:RoleRefreshMinutes': define(
    integer(1, 24 * 60),
    15,
    "A signed-in user's roles are read again from the identity provider (a refresh-token grant) at most this long after the last reading; a refused refresh ends the session.",
  ),
  'Auth:SessionMaxHours': define(
    integer(1, 24 * 14),
    12,
    'A signed-in browser session ends this long after sign-in, however active.',
  ),
} as const;
