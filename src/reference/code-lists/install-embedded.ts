import { schema, type Db } from '../../db/index.ts';
import { OFFICE_LIST } from './code-list-data.ts';
import { lockReferenceData, replaceCodeListSet, replaceOffices } from './code-list-store.ts';
import { embeddedSnapshot, embeddedSource, type EmbeddedSnapshot } from './embedded-snapshot.ts';

export interface Installed {
  /** Lists written from the snapshot (missing, or an older snapshot's). */
  readonly lists: number;
  readonly offices: boolean;
}

/**
 * At every start: each list the database lacks, or holds from an older embedded snapshot, is
 * installed from the snapshot shipped with this build. A synced list is never touched: the
 * embedded copy is the fallback, not the master (SPEC.md "Reference data").
 */
export const installEmbeddedSnapshot = (
  db: Db,
  snapshot: EmbeddedSnapshot = embeddedSnapshot(),
): Promise<Installed> =>
  db.transaction(async (tx) => {
    await lockReferenceData(tx);
    const source = embeddedSource(snapshot);
    const rows = await tx
      .select({
        domain: schema.codeLists.domain,
        phase: schema.codeLists.phase,
        list: schema.codeLists.list,
        origin: schema.codeLists.origin,
        source: schema.codeLists.source,
      })
      .from(schema.codeLists);
    const current = new Map(rows.map((row) => [`${row.domain}:${row.phase}:${row.list}`, row]));
    const stale = (domain: string, phase: number, list: string): boolean => {
      const row = current.get(`${domain}:${phase}:${list}`);
      return !row || (row.origin === 'embedded' && row.source !== source);
    };
    let lists = 0;
    let entries = 0;
    for (const set of snapshot.sets) {
      const due = set.lists.filter((list) => stale(set.domain, set.phase, list.list));
      if (due.length === 0) continue;
      entries += await replaceCodeListSet(tx, { ...set, lists: due }, 'embedded', source);
      lists += due.length;
    }
    const offices = stale(OFFICE_LIST.domain, OFFICE_LIST.phase, OFFICE_LIST.list);
    if (offices) entries += await replaceOffices(tx, snapshot.offices, 'embedded', source);
    if (lists > 0 || offices)
      await tx.insert(schema.referenceSyncs).values({
        kind: 'code-lists',
        scope: 'embedded',
        source,
        outcome: 'ok',
        detail: `installed ${lists} lists${offices ? ' and the customs office list' : ''} from the embedded snapshot`,
        entries,
        finishedAt: new Date(),
      });
    return { lists, offices };
  });
