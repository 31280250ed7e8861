// `npm run generate:reference-snapshot`: the embedded fallback of the EU code lists and the
// customs office list, generated from the public copies in ../shared/refdata/eu-codelists and
// committed as src/reference/code-lists/data/eu-reference-snapshot.json.gz. The service installs
// it into the database at start wherever no synced list exists (decision 0020).
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { parse } from 'csv-parse/sync';
import {
  readCodeListPayload,
  readOfficePayload,
  type CodeListData,
  type EmbeddedSnapshot,
} from '../src/reference/index.ts';

const folder = '../shared/refdata/eu-codelists';
const out = 'src/reference/code-lists/data/eu-reference-snapshot.json.gz';
/** Too large to embed and not checked by any filing: they come with a sync when configured. */
const LEFT_OUT = new Set(['CUSCode', 'UnLocodeExtended']);

const csv = (file: string): string[][] =>
  parse(readFileSync(file), { bom: true, relaxColumnCount: true, skipEmptyLines: true });

// The list names of both phases with their CL numbers, from the two index files and file names.
const listIds: Record<string, string> = {};
for (const [cl, name] of csv(join(folder, 'p6-csv/_index.csv')).slice(1)) listIds[name!] = cl!;
for (const file of readdirSync(join(folder, 'p5-csv'))) {
  const match = /^(CL\d{3})_(\w+)\.csv$/.exec(file);
  if (match) listIds[match[2]!] ??= match[1]!;
}

const ddmmyyyy = (value: string | undefined): string | null => {
  const match = /^(\d{2})-(\d{2})-(\d{4})$/.exec(value ?? '');
  return match ? `${match[3]}-${match[2]}-${match[1]}` : null;
};

// Phase 6: one CSV per list, the key in the first column, then desc_en, state and activeFrom.
const phase6: CodeListData[] = readdirSync(join(folder, 'p6-csv'))
  .filter((file) => /^CL\d{3}_\w+\.csv$/.test(file))
  .sort()
  .map((file) => {
    const [, list, name] = /^(CL\d{3})_(\w+)\.csv$/.exec(file)!;
    const [header = [], ...rows] = csv(join(folder, 'p6-csv', file));
    const column = (title: string) => header.indexOf(title);
    return {
      list: list!,
      name: name!,
      entries: rows.map((row) => ({
        code: row[0]!,
        description: column('desc_en') >= 0 ? (row[column('desc_en')] ?? null) : null,
        state: row[column('RDEntryStatus_state')] ?? 'valid',
        validFrom: ddmmyyyy(row[column('RDEntryStatus_activeFrom')]),
      })),
    };
  });
const phase6Date = phase6
  .flatMap((list) => list.entries.map((entry) => entry.validFrom ?? ''))
  .sort()
  .at(-1);

const phase5 = readCodeListPayload(
  gunzipSync(readFileSync(join(folder, 'csrd2-payloads/RD_NCTS-P5.json.gz'))).toString('utf8'),
  (name) => listIds[name],
);
const offices = readOfficePayload(
  gunzipSync(readFileSync(join(folder, 'csrd2-payloads/COL-Generic-20250212.json.gz'))).toString(
    'utf8',
  ),
);
const commit = readFileSync(join(folder, 'SOURCE_COMMIT'), 'utf8').trim();

const snapshot: EmbeddedSnapshot = {
  source:
    `HM Revenue & Customs' public customs reference data (Apache-2.0, commit ${commit}): ` +
    `NCTS phase 5 CS/RD2 publication of ${phase5.snapshotDate}, NCTS phase 6 lists of ${phase6Date}, ` +
    `customs office list of ${offices.snapshotDate}; without ${[...LEFT_OUT].join(' and ')}`,
  generated: new Date().toISOString().slice(0, 10),
  listIds,
  sets: [
    { domain: 'transit', phase: 6, snapshotDate: phase6Date ?? null, lists: phase6 },
    {
      domain: 'transit',
      phase: 5,
      snapshotDate: phase5.snapshotDate,
      lists: phase5.lists.filter((list) => !LEFT_OUT.has(list.name)),
    },
  ],
  offices,
};
writeFileSync(out, gzipSync(JSON.stringify(snapshot), { level: 9 }));
const count = snapshot.sets.reduce((n, set) => n + set.lists.length, 0);
console.log(
  `wrote ${out}: ${count} lists, ${offices.offices.length} offices (${readFileSync(out).length} bytes)`,
);
