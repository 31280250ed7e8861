import { define } from './define.ts';
import { boolean, integer, oneOf, priceTable, text, url, type TokenPrice } from './kinds.ts';

const httpUrl = url(['http', 'https']);

/**
 * List prices in USD per million tokens, as OpenAI publishes them (Azure's global deployments bill
 * the same in dollars); /Admin/Costs shows estimates in USD. A model answering with a dated name
 * (gpt-4.1-mini-2025-04-14) is priced by the longest name here it starts with.
 */
const MODEL_PRICES: Record<string, TokenPrice> = {
  'gpt-4.1': { inputPerMillion: 2, outputPerMillion: 8 },
  'gpt-4.1-mini': { inputPerMillion: 0.4, outputPerMillion: 1.6 },
  'gpt-4.1-nano': { inputPerMillion: 0.1, outputPerMillion: 0.4 },
  'gpt-4o': { inputPerMillion: 2.5, outputPerMillion: 10 },
  'gpt-4o-mini': { inputPerMillion: 0.15, outputPerMillion: 0.6 },
  'gpt-5': { inputPerMillion: 1.25, outputPerMillion: 10 },
  'gpt-5-mini': { inputPerMillion: 0.25, outputPerMillion: 2 },
  'gpt-5-nano': { inputPerMillion: 0.05, outputPerMillion: 0.4 },
  'o4-mini': { inputPerMillion: 1.1, outputPerMillion: 4.4 },
};

/** Settings of the external systems: language model, OCR, filing, queues, reference data. */
export const integrationSettings = {
  'AI:Provider': define(
    oneOf(['', 'AzureOpenAI', 'OpenAI']),
    '',
    'Language-model provider; empty detects it from the configured keys.',
  ),
  'AI:BaseUrl': define(
    httpUrl,
    '',
    'OpenAI-compatible server the OpenAI client talks to instead of the public one (a local server needs no AI:OpenAI:ApiKey).',
  ),
  'AI:OpenAI:ApiKey': define(text(), '', 'OpenAI API key.', { secret: true }),
  'AI:OpenAI:Model': define(
    text({ allowEmpty: false }),
    'gpt-4.1-mini',
    'Model the OpenAI client asks (also on an AI:BaseUrl server); it must support structured output and images.',
  ),
  'AI:AzureOpenAI:Endpoint': define(
    httpUrl,
    '',
    'Azure OpenAI resource endpoint, such as https://example.openai.azure.com.',
  ),
  'AI:AzureOpenAI:ApiKey': define(
    text(),
    '',
    'Azure OpenAI key, when keyless authentication is off.',
    { secret: true },
  ),
  'AI:AzureOpenAI:Deployment': define(text(), '', 'Azure OpenAI model deployment name.'),
  'AI:AzureOpenAI:ApiVersion': define(
    text({ allowEmpty: false }),
    '2024-10-21',
    'Azure OpenAI API version (structured output needs 2024-08-01-preview or later).',
  ),
  'AI:AzureOpenAI:UseKeylessAuth': define(
    boolean(),
    false,
    'Authenticate to Azure OpenAI with a managed identity (role Cognitive Services OpenAI User) instead of AI:AzureOpenAI:ApiKey.',
  ),
  'AI:MaxOutputTokens': define(
    integer(256, 128_000),
    16_384,
    'Most tokens one model answer may hold; a longer table is cut and asked again in page ranges.',
  ),
  'AI:TimeoutSeconds': define(
    integer(5, 3600),
    300,
    'How long one model call may take before it is abandoned (and retried).',
  ),
  'AI:Prices': define(
    priceTable(MODEL_PRICES),
    MODEL_PRICES,
    'USD per million input and output tokens by model, for the estimated cost of each extraction; entries given here are added to or replace the built-in list prices of the gpt-4.1, gpt-4o, gpt-5 and o4-mini families.',
  ),
  'DocumentIntelligence:Endpoint': define(
    httpUrl,
    '',
    'Azure Document Intelligence endpoint; empty uses the PDF text layer and local OCR.',
  ),
  'DocumentIntelligence:UseKeylessAuth': define(
    boolean(),
    true,
    'Authenticate to Document Intelligence with a managed identity instead of a key.',
  ),
  'DocumentIntelligence:ApiKey': define(
    text(),
    '',
    'Document Intelligence key, when keyless authentication is off.',
    { secret: true },
  ),
  'DocumentIntelligence:ModelId': define(
    text({ allowEmpty: false }),
    'prebuilt-layout',
    'Document Intelligence model id.',
  ),
  'Descartes:Smf:ValidateXsd': define(
    boolean(),
    false,
    'Validate each outbound SMF envelope against the XSD files in Descartes:Smf:XsdFolder.',
  ),
  'Descartes:Smf:XsdFolder': define(
    text({ allowEmpty: false }),
    './schemas/smf',
    'Folder of the SMF envelope XSD files.',
  ),
  'Filing:NctsSchemaFolder': define(
    text(),
    '',
    'Folder holding the official NCTS schemas (p6-v60.4.16/cc015c.xsd, p5-v51.8.6/cc015c.xsd): every CC015C is then validated against them too, on top of the IE015 data items the service carries. Empty: the data items only; a folder that does not exist makes filing unavailable.',
  ),
  'Filing:NctsPhase': define(
    oneOf(['6', '5']),
    '6',
    'NCTS phase of the CC015C messages: 6 (Belgium since 2026) or 5 (regression).',
  ),
  'Filing:Cc515cSchema': define(
    text(),
    '',
    'Root XSD of the national CC515C (export) schema, when the operator has the official files (its includes are read from its folder). Empty: the service’s own schemas/declarations/cc515c.xsd.',
  ),
  'Filing:Cc515cNamespace': define(
    text({ allowEmpty: false }),
    'http://ecs.dgtaxud.ec',
    'Namespace of the CC515C root element, as the schema in Filing:Cc515cSchema declares it.',
  ),
  'Filing:Ie415bSchema': define(
    text(),
    '',
    'Root XSD of the national IE415B (IDMS import) schema, when the operator has the official files (its includes are read from its folder). Empty: the service’s own schemas/declarations/ie415b.xsd.',
  ),
  'Filing:Ie415bNamespace': define(
    text({ allowEmpty: false }),
    'urn:customs-declaration-service:idms:v1',
    'Namespace of the IE415B root element: set it to the official schema’s target namespace with Filing:Ie415bSchema (the default is the service’s own, as no public one exists).',
  ),
  'Filing:MessageRecipient': define(
    text({ allowEmpty: false }),
    'NTA.BE',
    'messageRecipient of outbound declarations.',
  ),
  'Descartes:Outbox:LeaseSeconds': define(
    integer(1, 3600),
    60,
    'How long a claimed outbound message waits before another attempt when the process that claimed it died before marking it sent.',
  ),
  'ServiceBus:Descartes:AutoDispatchEnvironment': define(
    text(),
    'Pr',
    'Outbound environment block (ServiceBus:Descartes:{env}) that automatic transit dispatch files to; if no such block is configured, every automatic dispatch is refused.',
  ),
  'ServiceBus:Ingestion:ActiveEnvironment': define(
    text(),
    '',
    'Inbound environment block (ServiceBus:Ingestion:{env}) that is connected; empty connects none.',
  ),
  'ServiceBus:Ingestion:MaxConcurrentCalls': define(
    // SPEC.md, Limits: 1 to 32 inbound messages in flight.
    integer(1, 32),
    4,
    'Inbound queue messages processed at once.',
  ),
  'ServiceBus:Ingestion:MaxDeliveries': define(
    integer(1, 100),
    5,
    'Deliveries of one inbound message (by message id) before it goes to the dead letters with the last failure as reason; counted by the service where the broker does not count.',
  ),
  'ServiceBus:Ingestion:StalledAfterSeconds': define(
    integer(10, 86_400),
    120,
    'An inbound consumer that has messages in hand but has completed or dead-lettered none for this long is reported as stalled by /health/ready.',
  ),
  'ReferenceData:TransitP6Url': define(
    httpUrl,
    '',
    'EU reference-data publication (CS/RD2 JSON, gzip allowed) of the NCTS phase 6 code lists, synced daily at 02:00 UTC; empty: the embedded snapshot stays.',
  ),
  'ReferenceData:TransitP5Url': define(
    httpUrl,
    '',
    'Same, for the NCTS phase 5 code lists (Filing:NctsPhase 5).',
  ),
  'ReferenceData:ExportUrl': define(
    httpUrl,
    '',
    'Same, for the export (AES) code lists; lists it lacks are read from the transit ones where they are the same in every domain.',
  ),
  'ReferenceData:ImportUrl': define(httpUrl, '', 'Same, for the import code lists.'),
  'ReferenceData:CustomsOfficesUrl': define(
    httpUrl,
    '',
    'EU customs office list (COL, CS/RD2 JSON) with the offices and their roles, synced with the code lists.',
  ),
  'ReferenceData:DownloadTimeoutSeconds': define(
    integer(5, 3600),
    120,
    'How long one reference-data download may take before the sync gives up and keeps what it had.',
  ),
  'ReferenceData:MaxDownloadBytes': define(
    integer(1_000_000, 2_000_000_000),
    200_000_000,
    'Largest reference-data publication a sync accepts (after decompression).',
  ),
  'Tarbel:ExtractionsUrl': define(
    httpUrl,
    '',
    'Page or JSON listing the Belgian tariff (Tarbel) extractions: every *.zip name it mentions is an extraction (export-{from}-{to}.zip full, others daily deltas), downloaded from that URL. Empty: the daily cycle only reports that it is not configured.',
  ),
  'Tarbel:DownloadFolder': define(
    text({ allowEmpty: false }),
    './data/tarbel',
    'Folder the daily cycle downloads tariff extractions to before importing them.',
  ),
  'Tarbel:DownloadTimeoutSeconds': define(
    integer(5, 86_400),
    1800,
    'How long the download of one tariff extraction (several hundred MB for a full one) may take.',
  ),
  'Tarbel:VatMeasureTypes': define(
    text({
      pattern: /^[A-Za-z0-9]{1,6}(\s*,\s*[A-Za-z0-9]{1,6})*$/,
      hint: 'comma-separated measure type ids such as VTA,VTE,VTS,VTZ',
    }),
    '',
    'Measure types whose measures carry the VAT rate of a code (their duty amount, in percent). The Belgian ids are not published; the UK extraction of the same format uses VTA,VTE,VTS,VTZ. Empty: no VAT is read.',
  ),
  'tarbel:auto_download': define(
    boolean(),
    false,
    'When true the 02:00 UTC sync downloads and imports pending tariff extractions; when false it only refreshes the latest extraction key.',
    { runtime: true },
  ),
  'locode:auto_sync': define(boolean(), false, 'Sync UN/LOCODE daily from the URLs below.', {
    runtime: true,
  }),
  'locode:datapackage_url': define(httpUrl, '', 'UN/LOCODE data package (datapackage.json) URL.', {
    runtime: true,
  }),
  'locode:csv_url': define(
    httpUrl,
    '',
    'UN/LOCODE CSV URL, used when no data package URL is set.',
    { runtime: true },
  ),
} as const;
