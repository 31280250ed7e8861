// Fails when src/db/schema has changed without a generated migration: drizzle-kit generates into a
// copy of drizzle/, and any new file there means the committed migrations no longer match the schema.
import { spawnSync } from 'node:child_process';
import { cpSync, readdirSync, rmSync } from 'node:fs';

// drizzle-kit takes --out relative to the working directory, so the copy lives inside the repository.
const copy = 'node_modules/.cache/cds-migration-check';
rmSync(copy, { recursive: true, force: true });
try {
  cpSync('drizzle', copy, { recursive: true });
  const before = new Set(readdirSync(copy));
  // drizzle-kit reports some failures on stderr but still exits 0, so its output is checked too.
  const run = spawnSync(
    process.execPath,
    [
      'node_modules/drizzle-kit/bin.cjs',
      'generate',
      '--dialect=postgresql',
      '--schema=./src/db/schema/index.ts',
      `--out=${copy}`,
      '--name=drift',
    ],
    { encoding: 'utf8' },
  );
  const output = `${run.stdout}\n${run.stderr}`;
  if (run.status !== 0 || /error/i.test(output)) {
    console.error(output);
    process.exit(1);
  }
  const added = readdirSync(copy).filter((file) => !before.has(file));
  if (added.length > 0) {
    console.error(
      `src/db/schema differs from the committed migrations (would add ${added.join(', ')}). Run: npm run db:generate`,
    );
    process.exit(1);
  }
  console.log('migrations match the schema');
} finally {
  rmSync(copy, { recursive: true, force: true });
}
