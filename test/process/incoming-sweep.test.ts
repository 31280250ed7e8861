import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { it } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { pino } from 'pino';
import { startService } from '../../src/service.ts';
import { loadSettings } from '../../src/settings/index.ts';

it('sweeps uploads abandoned by an earlier process from the incoming folder when the service starts', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'cds-sweep-'));
  const incoming = join(dir, 'uploads', '.incoming');
  mkdirSync(incoming, { recursive: true });
  // One left by a process that died two hours ago; one another instance is writing right now.
  for (const [name, ageMs] of [
    ['abandoned.upload', 2 * 3_600_000],
    ['receiving.upload', 1_000],
  ] as const) {
    writeFileSync(join(incoming, name), 'partial upload');
    const when = new Date(Date.now() - ageMs);
    utimesSync(join(incoming, name), when, when);
  }
  const loaded = loadSettings({
    configDir: dir,
    env: {
      PORT: '0',
      Database__EmbeddedPath: join(dir, 'db'),
      Storage__UploadFolder: join(dir, 'uploads'),
    },
  });
  const service = await startService({ loaded, logger: pino({ level: 'silent' }) });
  try {
    for (const deadline = Date.now() + 2000; Date.now() < deadline; await sleep(20))
      if (readdirSync(incoming).length === 1) break;
    assert.deepEqual(readdirSync(incoming), ['receiving.upload']);
  } finally {
    await service.stop();
    rmSync(dir, { recursive: true, force: true });
  }
});
