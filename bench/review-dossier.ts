import { createHash, randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { schema, type Database } from '../src/db/index.ts';
import { createManualDossier } from '../src/dossiers/index.ts';
import { sample, sharedDir } from '../test/support/samples.ts';

/** A real invoice of the shared samples, drawn by the page's PDF viewer. */
export const INVOICE = join(
  sharedDir,
  'samples/invoices/12_invoice_synthetic-plumbing_US_text.pdf',
);
const CLIENT = 'BENCHREVIEW';

const PRODUCTS = [
  ['Brass elbow 90° 1/2"', '7412200000', 'US', 'PCS'],
  ['Copper pipe 15 mm, 5 m', '7411101900', 'DE', 'PCS'],
  ['Ball valve DN20 PN40', '8481808190', 'IT', 'PCS'],
  ['PEX tubing 16x2 mm, 100 m coil', '3917329900', 'PL', 'M'],
  ['Thermostatic mixing valve', '8481809990', 'CN', 'PCS'],
  ['Stainless flex hose 40 cm', '8307100000', 'CN', 'PCS'],
  ['PTFE thread seal tape 12 m', '3920110000', 'US', 'PCS'],
] as const;

interface Line {
  readonly description: string;
  readonly commodityCode: string;
  readonly countryOfOrigin: string;
  readonly quantity: number;
  readonly unit: string;
  readonly unitPrice: number;
  readonly amount: number;
  readonly currency: string;
  readonly grossMass: number;
  readonly netMass: number;
  readonly packages: number;
  readonly packageType: string;
}

/** Line `index` of the invoice: seven products over and over, with quantities that vary. */
export const invoiceLine = (index: number): Line => {
  const [description, commodityCode, countryOfOrigin, unit] = PRODUCTS[index % PRODUCTS.length]!;
  const quantity = 10 + ((index * 37) % 490);
  const unitPrice = Math.round((1.25 + ((index * 13) % 400) / 10) * 100) / 100;
  const netMass = Math.round(quantity * 0.35 * 1000) / 1000;
  return {
    description: `${description} (${index + 1})`,
    commodityCode,
    countryOfOrigin,
    quantity,
    unit,
    unitPrice,
    amount: Math.round(quantity * unitPrice * 100) / 100,
    currency: 'USD',
    grossMass: Math.round(netMass * 1.08 * 1000) / 1000,
    netMass,
    packages: 1 + (index % 6),
    packageType: 'CT',
  };
};

const goodsItem = (line: Line, index: number) => ({
  sequence_number: index + 1,
  description: line.description,
  commodity_code: line.commodityCode,
  country_of_origin: line.countryOfOrigin,
  requested_procedure: '40',
  previous_procedure: '00',
  gross_mass: line.grossMass,
  net_mass: line.netMass,
  statistical_value: line.amount,
  unit_price: line.unitPrice,
  total_price: line.amount,
  currency: line.currency,
  supplementary_unit: line.unit === 'M' ? 'm' : 'p/st',
  supplementary_quantity: line.quantity,
  packages: [{ type: line.packageType, quantity: line.packages }],
});

const sum = (lines: readonly Line[], of: (line: Line) => number) =>
  Math.round(lines.reduce((total, line) => total + of(line), 0) * 1000) / 1000;

/** The canonical import declaration of a dossier whose invoice has these lines. */
const declarationOf = (lines: readonly Line[], ucr: string) => {
  const base = sample('im-h1b');
  const shipment = base.shipment as Record<string, unknown>;
  const amount = sum(lines, (line) => line.amount);
  return {
    ...base,
    ucr,
    client_code: CLIENT,
    shipment: { ...shipment, total_invoice_amount: amount },
    totals: {
      gross_mass: sum(lines, (line) => line.grossMass),
      net_mass: sum(lines, (line) => line.netMass),
      packages: sum(lines, (line) => line.packages),
      invoice_amount: amount,
    },
    goods_items: lines.map(goodsItem),
  };
};

/**
 * The invoice read as the table reader reads it (src/extraction/pipeline/extract-files.ts,
 * rawExtractionOf): every value with its confidence and its box on page 1, a column each; one line
 * in seven read with a doubtful description.
 */
const readingOf = (lines: readonly Line[], document: string, fileName: string) => {
  const columns = Object.keys(lines[0] ?? invoiceLine(0)) as (keyof Line)[];
  const found = (line: Line, index: number, column: keyof Line, at: number) => ({
    value: line[column],
    confidence: column === 'description' && index % 7 === 3 ? 0.62 : 0.97,
    source: {
      document,
      page: 1,
      box: { x: 36 + at * 45, y: 220 + (index % 40) * 12, width: at === 0 ? 120 : 40, height: 9 },
    },
  });
  return {
    version: 1,
    attempt: 1,
    mode: 'standard',
    at: new Date().toISOString(),
    documents: [
      {
        document,
        fileName,
        status: 'ok',
        extractor: 'pdf_text_table_invoice',
        kind: 'invoice',
        lineCount: lines.length,
        notices: [],
        pageCount: 1,
      },
    ],
    header: {},
    lines: lines.map((line, index) => ({
      document,
      ...Object.fromEntries(
        columns.map((column, at) => [column, found(line, index, column, at)] as const),
      ),
    })),
    charges: [],
    filledFromPackingList: [],
    findings: [],
  };
};

/** The bench's customs client, made once per database. */
const benchClient = async (database: Database): Promise<string> => {
  await database.db.execute(sql`
    insert into clients (code, name, is_customs_client, created_by, updated_by)
    values (${CLIENT}, 'Bench Plumbing Imports NV', true, 'bench', 'bench')
    on conflict do nothing`);
  const [client] = await database.db
    .select({ id: schema.clients.id })
    .from(schema.clients)
    .where(eq(schema.clients.code, CLIENT));
  return client!.id;
};

/** The dossier's goods as `count` invoice lines read and in its declaration; revision 0 again. */
export const setReviewLines = async (
  database: Database,
  dossier: { readonly uuid: string; readonly ucr: string; readonly document: string },
  count: number,
): Promise<void> => {
  const lines = Array.from({ length: count }, (_, index) => invoiceLine(index));
  await database.db
    .update(schema.dossiers)
    .set({
      status: 'Review',
      revision: 0,
      correctedData: declarationOf(lines, dossier.ucr),
      rawExtraction: readingOf(lines, dossier.document, basename(INVOICE)),
    })
    .where(eq(schema.dossiers.id, dossier.uuid));
};

/**
 * A manual IM dossier in Review as an upload leaves it once read: the invoice stored in the
 * upload folder the service's convention (`{dossier}/{uuid}.pdf`) and in dossier_documents, its
 * reading in raw_extraction, the declaration made of it in corrected_data.
 */
export const seedReviewDossier = async (
  database: Database,
  uploadFolder: string,
  ucr: string,
  count: number,
): Promise<{ uuid: string; ucr: string; document: string }> => {
  const clientId = await benchClient(database);
  const uuid = randomUUID();
  const bytes = readFileSync(INVOICE);
  const name = `${randomUUID()}.pdf`;
  mkdirSync(join(uploadFolder, uuid), { recursive: true });
  writeFileSync(join(uploadFolder, uuid, name), bytes);
  const now = new Date();
  await createManualDossier(database.db, {
    id: uuid,
    regime: 'IM',
    ucr,
    clientId,
    clientCode: CLIENT,
    createdBy: 'bench',
    documents: [
      {
        kind: 'invoice',
        fileName: basename(INVOICE),
        contentType: 'application/pdf',
        sizeBytes: bytes.length,
        sha256: createHash('sha256').update(bytes).digest('hex'),
        storagePath: `${uuid}/${name}`,
      },
    ],
    now,
    today: now.toISOString().slice(0, 10),
  });
  const [document] = await database.db
    .select({ id: schema.dossierDocuments.id })
    .from(schema.dossierDocuments)
    .where(eq(schema.dossierDocuments.dossierId, uuid));
  const dossier = { uuid, ucr, document: document!.id };
  await setReviewLines(database, dossier, count);
  return dossier;
};
