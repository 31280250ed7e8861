// `node --import tsx scripts/generate-cn2026.ts`: the tariff the service has before any Tarbel
// extraction is imported: the 2026 Combined Nomenclature (8-digit codes, EN/NL/FR descriptions,
// supplementary units), read from the public copy in ../shared/refdata/tariff/cn2026 and committed
// as src/reference/tariff/data/cn2026.tsv.gz, which the service seeds from at start.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { parse } from 'csv-parse/sync';

const source = fileURLToPath(
  new URL('../../shared/refdata/tariff/cn2026/cn2026-codes-en-nl-fr.csv', import.meta.url),
);
const out = fileURLToPath(new URL('../src/reference/tariff/data/cn2026.tsv.gz', import.meta.url));

type Row = Record<string, string>;
const rows: Row[] = parse(readFileSync(source), { bom: true, columns: true, skipEmptyLines: true });

/** One line per field: tabs and line breaks inside a description become spaces. */
const field = (value: string | undefined) => (value ?? '').replace(/[\t\r\n]+/g, ' ').trim();

const headings = new Map<string, string[]>();
const codes: string[] = [];
for (const row of rows) {
  const code = field(row.cn8);
  if (!/^\d{8}$/.test(code)) throw new Error(`not an 8-digit code: ${code}`);
  const heading = field(row.heading);
  if (heading && !headings.has(heading))
    headings.set(heading, [row.heading_en, row.heading_nl, row.heading_fr].map(field));
  codes.push(
    [
      'C',
      code,
      field(row.supplementaryUnit),
      field(row.desc_en),
      field(row.desc_nl),
      field(row.desc_fr),
      heading,
    ].join('\t'),
  );
}

const header = [
  '# Combined Nomenclature 2026 (EU): 8-digit codes, supplementary unit, descriptions EN/NL/FR, heading',
  '# Source: cn2026-codes-en-nl-fr.csv (../shared/refdata/tariff/cn2026), from the EU Combined Nomenclature 2026',
  '# Licence: MIT, Copyright (c) 2022 Ceana Razvan (see ../shared/refdata/tariff/cn2026/LICENSE)',
  `# Generated: ${new Date().toISOString().slice(0, 10)} by scripts/generate-cn2026.ts`,
  '# Lines: H heading en nl fr | C code unit en nl fr heading',
];
const lines = [
  ...header,
  ...[...headings].map(([heading, texts]) => ['H', heading, ...texts].join('\t')),
  ...codes,
];
writeFileSync(out, gzipSync(`${lines.join('\n')}\n`, { level: 9 }));
console.log(`${codes.length} codes and ${headings.size} headings written to ${out}`);
