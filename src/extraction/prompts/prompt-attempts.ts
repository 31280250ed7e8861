import { and, count, desc, eq, inArray, lt, or, sql } from 'drizzle-orm';
import { schema, type Db } from '../../db/index.ts';
import { DomainError } from '../../errors/index.ts';
import type { PromptName } from './default-prompts.ts';

const {
  extractionRecords: records,
  dossierDocuments: documents,
  dossiers,
  clients,
  prompts,
} = schema;

/** One extraction attempt a prompt version was given, as /Admin/Prompts lists it. */
export interface PromptAttempt {
  readonly id: string;
  readonly dossierId: string;
  /** The dossier as a declarant knows it: its UCR and client. */
  readonly ucr: string;
  readonly clientName: string | null;
  readonly documentId: string | null;
  readonly fileName: string | null;
  /** The job's attempt of the dossier (1, 2, 3). */
  readonly attempt: number;
  readonly extractorType: string;
  readonly status: string;
  readonly error: string | null;
  readonly model: string | null;
  /** Every prompt version the attempt used (`classify@1`, `invoice@3`). */
  readonly prompts: readonly string[];
  readonly createdAt: Date;
}

export interface PromptAttemptPage {
  readonly attempts: readonly PromptAttempt[];
  /** The cursor of the next, older page: the last attempt's id; null on the last page. */
  readonly older: string | null;
}

/** How many attempts each prompt version (by row id) was given; absent ids have none. */
export const attemptCounts = async (
  db: Db,
  promptIds: readonly string[],
): Promise<Map<string, number>> => {
  if (promptIds.length === 0) return new Map();
  const rows = await db
    .select({ promptId: records.promptId, attempts: count() })
    .from(records)
    .where(inArray(records.promptId, [...promptIds]))
    .groupBy(records.promptId);
  return new Map(rows.map((row) => [row.promptId!, row.attempts]));
};

const stringList = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

/**
 * The attempts one version of a prompt was given, newest first, `limit` at a time; `before` is
 * the previous page's `older` cursor (an attempt's id, so two attempts of the same microsecond
 * are neither skipped nor repeated). Only the version's row is searched (extraction_records'
 * prompt index): the page costs the same however many attempts there are.
 */
export const promptVersionAttempts = async (
  db: Db,
  name: PromptName,
  version: number,
  page: { readonly before?: string; readonly limit: number },
): Promise<PromptAttemptPage> => {
  const [prompt] = await db
    .select({ id: prompts.id })
    .from(prompts)
    .where(and(eq(prompts.name, name), eq(prompts.version, version)));
  if (!prompt)
    throw new DomainError(
      'not-found',
      'prompt-version-not-found',
      `The prompt ${name} has no version ${version}`,
    );
  let older = sql`true`;
  if (page.before !== undefined) {
    const [cursor] = await db
      .select({ createdAt: records.createdAt, id: records.id })
      .from(records)
      .where(and(eq(records.id, page.before), eq(records.promptId, prompt.id)));
    if (!cursor)
      throw new DomainError(
        'unparseable',
        'bad-request',
        `before must be an attempt of ${name} version ${version}`,
      );
    older = or(
      lt(records.createdAt, cursor.createdAt),
      and(eq(records.createdAt, cursor.createdAt), lt(records.id, cursor.id)),
    )!;
  }
  const rows = await db
    .select({
      id: records.id,
      dossierId: records.dossierId,
      ucr: dossiers.ucr,
      clientName: clients.name,
      documentId: records.documentId,
      fileName: documents.fileName,
      attempt: records.attempt,
      extractorType: records.extractorType,
      status: records.status,
      error: records.error,
      model: records.model,
      prompts: sql<unknown>`${records.extractedData}->'prompts'`,
      createdAt: records.createdAt,
    })
    .from(records)
    .innerJoin(dossiers, eq(dossiers.id, records.dossierId))
    .leftJoin(clients, eq(clients.id, dossiers.clientId))
    .leftJoin(documents, eq(documents.id, records.documentId))
    .where(and(eq(records.promptId, prompt.id), older))
    .orderBy(desc(records.createdAt), desc(records.id))
    .limit(page.limit + 1);
  const shown = rows.slice(0, page.limit).map((row) => ({
    ...row,
    prompts: stringList(row.prompts),
  }));
  return {
    attempts: shown,
    older: rows.length > page.limit ? shown[shown.length - 1]!.id : null,
  };
};
