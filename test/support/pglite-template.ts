import { createHash, randomBytes } from 'node:crypto';
import { readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openEmbedded } from '../../src/db/index.ts';
import { migrationsFolder } from '../../src/db/migrations.ts';

const noop = () => {};

/** What the template depends on: PGlite's version and every migration file. */
const templateKey = async (): Promise<string> => {
  const hash = createHash('sha256');
  hash.update(
    await readFile(
      new URL('../../node_modules/@electric-sql/pglite/package.json', import.meta.url),
    ),
  );
  const files = (await readdir(migrationsFolder, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
  for (const file of files)
    hash.update(file.slice(migrationsFolder.length)).update(await readFile(file));
  return hash.digest('hex').slice(0, 16);
};

let template: Promise<Blob> | undefined;

/**
 * A migrated embedded database as a dumped data folder. A fresh PGlite spends most of its opening
 * in initdb (about 2 s on this machine); loading the dump takes a quarter of that. Kept in the
 * temporary folder, one file per PGlite version and set of migrations, so every test process of
 * a run shares the one the first wrote (written aside and renamed, so none reads half a file).
 */
export const migratedTemplate = (): Promise<Blob> =>
  (template ??= (async () => {
    const file = join(tmpdir(), `cds-test-pglite-${await templateKey()}.tar`);
    const stored = await readFile(file).catch(() => undefined);
    if (stored) return new Blob([stored]);
    const database = await openEmbedded('memory://', { waitMs: 0, onCompromised: noop });
    try {
      await database.migrate();
      const dump = await database.dump();
      const aside = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
      await writeFile(aside, Buffer.from(await dump.arrayBuffer()));
      await rename(aside, file);
      return dump;
    } finally {
      await database.close();
    }
  })());
