// `npm start` runs this first: the service serves web/dist, so the bundle must exist and match the
// sources. A stamp in web/dist holds a hash of every file under web/ (but dist), of the server's
// modules the page bundles too (SHARED) and of package-lock.json; when it matches, nothing happens (a few ms); otherwise Vite builds the bundle.
// `--force` (npm run build:web) builds whatever the stamp says.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = fileURLToPath(new URL('..', import.meta.url));
const web = join(root, 'web');
const dist = join(web, 'dist');
const stampFile = join(dist, '.build-stamp');
const force = process.argv.includes('--force');

/** Folders of the server the page imports as they are (the identifier checks). */
const SHARED = ['src/identifiers'];

const sourceHash = () => {
  const hash = createHash('sha256');
  const files = ['web', ...SHARED]
    .flatMap((folder) =>
      readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
        .filter((file) => !/^(dist|node_modules)([\\/]|$)/.test(file))
        .map((file) => join(folder, file)),
    )
    .filter((file) => statSync(join(root, file)).isFile())
    // One order on every machine, whatever the file system lists first.
    .map((file) => file.split(sep).join('/'))
    .sort();
  for (const file of files) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(join(root, file)));
    hash.update('\0');
  }
  hash.update(readFileSync(join(root, 'package-lock.json')));
  return hash.digest('hex');
};

/**
 * Brotli and gzip copies beside each script and style sheet, made once here at the highest level,
 * so a static server with pre-compressed files on (@fastify/static `preCompressed`) sends a fifth
 * of the bytes without compressing on every request.
 */
const precompress = (folder) => {
  for (const file of readdirSync(folder)) {
    if (!/\.(js|css|svg)$/.test(file)) continue;
    const bytes = readFileSync(join(folder, file));
    if (bytes.length < 1024) continue;
    writeFileSync(
      join(folder, `${file}.br`),
      brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    );
    writeFileSync(join(folder, `${file}.gz`), gzipSync(bytes, { level: 9 }));
  }
};

const current = sourceHash();
const built = existsSync(join(dist, 'index.html')) && existsSync(stampFile);
if (!force && built && readFileSync(stampFile, 'utf8').trim() === current) process.exit(0);

let vite;
try {
  vite = await import('vite');
} catch {
  // An installation without devDependencies cannot build; a bundle already there still serves.
  if (existsSync(join(dist, 'index.html'))) {
    console.error(
      'web/dist is older than web/ and Vite is not installed (npm ci without --omit=dev builds it); serving the bundle as it is',
    );
    process.exit(0);
  }
  console.error(
    'web/dist is missing and Vite is not installed: run npm ci (with devDependencies), then npm start',
  );
  process.exit(1);
}

const started = Date.now();
console.error(
  `building the web app (${force ? 'forced' : built ? 'sources changed' : 'no bundle yet'})…`,
);
try {
  await vite.build({ configFile: join(web, 'vite.config.ts'), logLevel: 'warn' });
} catch (error) {
  console.error(
    `the web app did not build: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
}
precompress(join(dist, 'assets'));
writeFileSync(stampFile, `${current}\n`);
console.error(`web app built into web/dist in ${((Date.now() - started) / 1000).toFixed(1)} s`);
