// `npm start` runs this first: the service serves web/dist, so the bundle must exist and match the
// sources. A stamp in web/dist holds a hash of every file under web/ (but dist) and of
// package-lock.json; when it matches, nothing happens (a few ms); otherwise Vite builds the bundle.
// `--force` (npm run build:web) builds whatever the stamp says.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const web = join(root, 'web');
const dist = join(web, 'dist');
const stampFile = join(dist, '.build-stamp');
const force = process.argv.includes('--force');

const sourceHash = () => {
  const hash = createHash('sha256');
  const files = readdirSync(web, { recursive: true, encoding: 'utf8' })
    .filter((file) => !/^(dist|node_modules)([\\/]|$)/.test(file))
    .filter((file) => statSync(join(web, file)).isFile())
    // One order on every machine, whatever the file system lists first.
    .map((file) => file.split(sep).join('/'))
    .sort();
  for (const file of files) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(join(web, file)));
    hash.update('\0');
  }
  hash.update(readFileSync(join(root, 'package-lock.json')));
  return hash.digest('hex');
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
writeFileSync(stampFile, `${current}\n`);
console.error(`web app built into web/dist in ${((Date.now() - started) / 1000).toFixed(1)} s`);
