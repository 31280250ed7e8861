import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { auditLogScenarios } from './audit-log.ts';
import { clientScenarios } from './clients.ts';
import { codeListScenarios } from './code-lists.ts';
import { declareWalkScenarios } from './declare-walk.ts';
import { documentScenarios } from './documents.ts';
import { dossierListScenarios } from './dossier-list.ts';
import { eventLoopScenarios } from './event-loop.ts';
import { filingScenarios } from './filing.ts';
import { foundationScenarios, type Row } from './foundation.ts';
import { hostileDocumentScenarios } from './hostile-documents.ts';
import { ingestionScenarios } from './ingestion.ts';
import { locodeScenarios } from './locodes.ts';
import { queueScenarios } from './queue.ts';
import { reviewPageScenarios } from './review-page.ts';
import { spreadsheetScenarios } from './spreadsheets.ts';
import { tariffScenarios } from './tariff.ts';
import { webScenarios } from './web.ts';

// `npm run bench`: every scenario prints its figures and bench/results/latest.md keeps the last full
// run; `npm run bench -- <piece>` runs one piece and keeps it in bench/results/<piece>.md.
const only = process.argv[2];
const rows: Row[] = [
  ...(only && only !== 'foundation' ? [] : await foundationScenarios()),
  ...(only && only !== 'ingestion' ? [] : await ingestionScenarios()),
  ...(only && only !== 'clients' ? [] : await clientScenarios()),
  ...(only && only !== 'queue' ? [] : await queueScenarios()),
  ...(only && only !== 'filing' ? [] : await filingScenarios()),
  ...(only && only !== 'event-loop' ? [] : await eventLoopScenarios()),
  ...(only && only !== 'code-lists' ? [] : await codeListScenarios()),
  ...(only && only !== 'dossier-list' ? [] : await dossierListScenarios()),
  ...(only && only !== 'locodes' ? [] : await locodeScenarios()),
  ...(only && only !== 'tariff' ? [] : await tariffScenarios()),
  ...(only && only !== 'web' ? [] : await webScenarios()),
  ...(only && only !== 'spreadsheets' ? [] : await spreadsheetScenarios()),
  ...(only && only !== 'documents' ? [] : await documentScenarios()),
  ...(only && only !== 'hostile-documents' ? [] : await hostileDocumentScenarios()),
  ...(only && only !== 'review-page' ? [] : await reviewPageScenarios()),
  ...(only && only !== 'declare-walk' ? [] : await declareWalkScenarios()),
  ...(only && only !== 'audit-log' ? [] : await auditLogScenarios()),
];

const machine = `${cpus().length} cores, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
const table = [
  '| Scenario | Database | Figures |',
  '| --- | --- | --- |',
  ...rows.map((row) => `| ${row.scenario} | ${row.database} | ${row.figures} |`),
].join('\n');
const ratios = rows.flatMap((row) =>
  (row.against ?? []).flatMap((ceiling) => {
    const measured = rows.find(
      (candidate) =>
        candidate.database === ceiling.database &&
        candidate.scenario.startsWith(ceiling.scenario) &&
        candidate.rate,
    );
    if (!row.rate || !measured?.rate) return [];
    const ratio = row.rate / measured.rate;
    return [
      `| ${row.scenario} (${row.database}) | ${measured.scenario} (${measured.database}) | ${row.rate} / ${measured.rate} per s = ${ratio.toFixed(3)} (${(ratio * 100).toFixed(1)} %) |`,
    ];
  }),
);
const ratioTable = [
  '| Scenario | Ceiling measured in this run | Ratio |',
  '| --- | --- | --- |',
  ...ratios,
].join('\n');
const report = `# Benchmark results\n\n${new Date().toISOString()}, ${machine}\n\n${table}\n\n## Ratios to the ceilings of this run\n\n${ratioTable}\n`;
console.log(report);
mkdirSync('bench/results', { recursive: true });
// A run of one piece must not replace the full record: it keeps its own file.
writeFileSync(only ? `bench/results/${only}.md` : 'bench/results/latest.md', report);
