// How much JavaScript the first page costs: builds the app into a temporary folder with Vite's
// manifest and prints the gzip size of what index.html loads for /Dossiers: the entry chunk, the
// chunks it imports statically, and the Dossiers page chunk with its own static imports. The
// budget is 300 KB gzip (issue 16); the exit code is 1 above it.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

const BUDGET = 300 * 1024;
const PAGE = 'src/pages/dossiers/dossier-list-page.tsx';

const web = fileURLToPath(new URL('../web', import.meta.url));
const outDir = mkdtempSync(join(tmpdir(), 'web-bundle-'));
try {
  await build({
    configFile: join(web, 'vite.config.ts'),
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true, manifest: true },
  });
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8'));

  /** A chunk's file and, recursively, the chunks it imports statically (each counted once). */
  const collect = (key, into) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the manifest has no ${key}`);
    if (!into.js.has(chunk.file)) {
      into.js.add(chunk.file);
      for (const css of chunk.css ?? []) into.css.add(css);
      for (const imported of chunk.imports ?? []) collect(imported, into);
    }
    return into;
  };
  const loaded = collect(PAGE, collect('index.html', { js: new Set(), css: new Set() }));

  const size = (file) => {
    const bytes = readFileSync(join(outDir, file));
    return { file, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
  };
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  const rows = [...loaded.js].map(size);
  const css = [...loaded.css].map(size);
  for (const row of [...rows, ...css]) {
    console.log(
      `${row.file.padEnd(52)} ${kb(row.raw).padStart(10)} raw ${kb(row.gzip).padStart(10)} gzip`,
    );
  }
  const js = rows.reduce((sum, row) => sum + row.gzip, 0);
  const styles = css.reduce((sum, row) => sum + row.gzip, 0);
  console.log(
    `first page (/Dossiers): JavaScript ${kb(js)} gzip in ${rows.length} files; CSS ${kb(styles)} gzip; budget ${kb(BUDGET)} of JavaScript`,
  );
  if (js > BUDGET) {
    console.error('over the budget');
    process.exitCode = 1;
  }
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
