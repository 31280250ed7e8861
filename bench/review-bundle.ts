import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

interface ManifestChunk {
  readonly file: string;
  readonly src?: string;
  readonly imports?: readonly string[];
  readonly dynamicImports?: readonly string[];
}
type Manifest = Record<string, ManifestChunk>;

const REVIEW_PAGE = 'src/pages/review/review-page.tsx';
/** What TanStack Virtual, TanStack Table and pdf.js name in their minified code (members keep names). */
const GRID_AND_VIEWER_MARKS = ['getVirtualItems', 'getRowModel', 'GlobalWorkerOptions'];

export interface ChunkGroup {
  readonly name: string;
  readonly files: readonly { readonly file: string; readonly gzip: number }[];
  readonly gzip: number;
}

/** The first page's figure as scripts/measure-web-bundle.mjs prints it (its own build). */
export const firstPageScript = (): { line: string; gzipKb: number } => {
  const run = spawnSync(process.execPath, ['scripts/measure-web-bundle.mjs'], {
    encoding: 'utf8',
  });
  const line = run.stdout.split('\n').find((text) => text.startsWith('first page')) ?? '';
  const figure = /JavaScript ([\d.]+) KB gzip/.exec(line);
  if (!figure) throw new Error(`measure-web-bundle.mjs printed no figure: ${run.stderr}`);
  return { line, gzipKb: Number(figure[1]) };
};

/**
 * A chunk's file and, recursively, the chunks it imports statically (and dynamically, if asked),
 * not descending into files the page has loaded already.
 */
const closure = (
  manifest: Manifest,
  key: string,
  dynamic: boolean,
  loaded: ReadonlySet<string> = new Set(),
  into = new Set<string>(),
) => {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`the manifest has no ${key}`);
  if (into.has(chunk.file) || loaded.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) closure(manifest, imported, dynamic, loaded, into);
  if (dynamic)
    for (const imported of chunk.dynamicImports ?? [])
      closure(manifest, imported, dynamic, loaded, into);
  return into;
};

/**
 * Vite's manifest of a build like the script's: the review page's lazy chunk with what it imports
 * statically and is not loaded already by the first page (the grid comes with it), then each
 * chunk it loads on demand (the PDF viewer with pdf.js, the sheet view) with everything below it,
 * and pdf.js's worker. Also whether the first page's files hold any of the grid's or viewer's code.
 */
export const reviewChunks = async (): Promise<{
  groups: ChunkGroup[];
  firstPageHasGridOrViewer: string[];
}> => {
  const outDir = mkdtempSync(join(tmpdir(), 'bench-review-bundle-'));
  try {
    await build({
      configFile: 'web/vite.config.ts',
      logLevel: 'warn',
      build: { outDir, emptyOutDir: true, manifest: true },
    });
    const manifest = JSON.parse(
      readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8'),
    ) as Manifest;
    const gzipOf = (file: string) =>
      gzipSync(readFileSync(join(outDir, file)), { level: 9 }).length;
    const groupOf = (name: string, files: Iterable<string>): ChunkGroup => {
      const sized = [...files].map((file) => ({ file, gzip: gzipOf(file) }));
      return { name, files: sized, gzip: sized.reduce((sum, file) => sum + file.gzip, 0) };
    };
    const first = closure(manifest, 'index.html', false);
    const page = [...closure(manifest, REVIEW_PAGE, false, first)];
    const groups = [groupOf('review page (lazy chunk + static imports)', page)];
    const loaded = new Set([...first, ...page]);
    const reviewKeys = Object.keys(manifest).filter((key) => page.includes(manifest[key]!.file));
    for (const key of reviewKeys)
      for (const lazy of manifest[key]!.dynamicImports ?? []) {
        // Each file counted once: a chunk two lazy imports share goes with the first.
        const files = [...closure(manifest, lazy, true, loaded)];
        for (const file of files) loaded.add(file);
        if (files.length > 0)
          groups.push(groupOf(`on demand: ${manifest[lazy]!.src ?? manifest[lazy]!.file}`, files));
      }
    const worker = readdirSync(join(outDir, 'assets')).filter((file) =>
      /^pdf\.worker.*\.js$/.test(file),
    );
    groups.push(
      groupOf(
        'pdf.js worker',
        worker.map((file) => `assets/${file}`),
      ),
    );
    const firstPageHasGridOrViewer = GRID_AND_VIEWER_MARKS.filter((mark) =>
      [...first].some((file) => readFileSync(join(outDir, file), 'utf8').includes(mark)),
    );
    return { groups, firstPageHasGridOrViewer };
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
};
