import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { pino } from 'pino';
import { incomingMaxAgeMs, scheduleIncomingSweep, sweepIncoming } from './sweep-incoming.ts';

const HOUR = 3_600_000;
const root = mkdtempSync(join(tmpdir(), 'cds-sweep-'));
let folders = 0;
const incoming = () => {
  const folder = join(root, `incoming-${++folders}`);
  mkdirSync(folder);
  return folder;
};
/** Polls until `folder` holds `names` (slow machines), for at most two seconds. */
const holds = async (folder: string, names: string[]) => {
  for (const deadline = Date.now() + 2000; Date.now() < deadline; await sleep(20))
    if (readdirSync(folder).join() === names.join()) break;
  return readdirSync(folder);
};
/** A file in `folder` last written `ageMs` ago. */
const leftover = (folder: string, name: string, ageMs: number) => {
  const path = join(folder, name);
  writeFileSync(path, 'partial upload');
  const when = new Date(Date.now() - ageMs);
  utimesSync(path, when, when);
};

describe('the sweep of the incoming folder', () => {
  after(() => rmSync(root, { recursive: true, force: true }));

  it('waits an hour, or twice the request time limit when that is longer', () => {
    assert.equal(incomingMaxAgeMs(60), HOUR);
    assert.equal(incomingMaxAgeMs(3600), 2 * HOUR);
  });

  it('removes the files last written before the age, and nothing else', async () => {
    const folder = incoming();
    leftover(folder, 'abandoned.upload', HOUR + 60_000);
    leftover(folder, 'receiving.upload', 5_000);
    mkdirSync(join(folder, 'a-folder'));
    assert.equal(await sweepIncoming(folder, HOUR), 1);
    assert.deepEqual(readdirSync(folder).sort(), ['a-folder', 'receiving.upload']);
  });

  it('finds nothing to do in a folder no upload has made yet', async () => {
    assert.equal(await sweepIncoming(join(root, 'never-made'), HOUR), 0);
  });

  it('sweeps at start and on its timer until stopped', async () => {
    const folder = incoming();
    leftover(folder, 'before-start.upload', 2 * HOUR);
    const stop = scheduleIncomingSweep(folder, HOUR, pino({ level: 'silent' }), 50);
    assert.deepEqual(await holds(folder, []), [], 'swept at start');
    leftover(folder, 'later.upload', 2 * HOUR);
    assert.deepEqual(await holds(folder, []), [], 'swept by the timer');
    stop();
    leftover(folder, 'after-stop.upload', 2 * HOUR);
    await sleep(200);
    assert.deepEqual(readdirSync(folder), ['after-stop.upload'], 'not after stop');
  });
});
