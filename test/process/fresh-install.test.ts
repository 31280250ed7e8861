import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { it } from 'node:test';
import { nctsSchemaFolder } from '../support/filing.ts';
import { repoRoot, spawnTs, waitForStart } from '../support/processes.ts';
import { sampleForToday } from '../support/samples.ts';

const main = join(repoRoot, 'src/main.ts');
const cli = join(repoRoot, 'src/cli/main.ts');

it('a fresh installation files the shared T1 sample automatically, with the embedded code lists and no code-list folder', async () => {
  const cwd = mkdtempSync(join(tmpdir(), 'cds-fresh-'));
  const drop = join(cwd, 'drop');
  const run = async (...args: string[]) => {
    const command = spawnTs(cli, { cwd, args });
    assert.equal(await command.exited, 0, command.stderr());
    return command.stdout();
  };
  const key = (
    JSON.parse(await run('api-keys', 'create', '--name', 'tms', '--json')) as { key: string }
  ).key;
  // What every broker sets once: its GLN, and its authorised-consignor authorisation (C521).
  await run('settings', 'set', 'declarations:sender_gln', '5412345000013');
  await run('settings', 'set', 'declarations:auth_c521', 'BEACEBE0403000158-2021-TR01');

  // Only the official NCTS schemas and a drop folder are configured.
  const service = spawnTs(main, {
    cwd,
    env: {
      PORT: '0',
      Filing__NctsSchemaFolder: nctsSchemaFolder,
      ServiceBus__Descartes__Pr__Folder: drop,
    },
  });
  try {
    const address = await waitForStart(service, 60_000);
    const response = await fetch(`${address}/api/declarations`, {
      method: 'POST',
      headers: { 'x-api-key': key, 'content-type': 'application/json' },
      body: JSON.stringify(sampleForToday('t1-auto-dispatch')),
    });
    const body = (await response.json()) as { status: string; autoDispatch: string };
    assert.equal(response.status, 201, JSON.stringify(body));
    assert.deepEqual([body.status, body.autoDispatch], ['Submitted', 'dispatched']);
    const deadline = Date.now() + 20_000;
    let files: string[] = [];
    while (Date.now() < deadline) {
      // The folder is made by the first message sent: until then there is nothing to read.
      files = (existsSync(drop) ? readdirSync(drop, { withFileTypes: true }) : [])
        .filter((entry) => entry.isFile() && !entry.name.startsWith('.'))
        .map((entry) => entry.name);
      if (files.length > 0) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    assert.equal(files.length, 1, 'one message in the drop folder');
    assert.match(readFileSync(join(drop, files[0]!), 'utf8'), /CC015C/);
    const lists = (await (
      await fetch(`${address}/api/reference/code-lists?phase=6`, { headers: { 'x-api-key': key } })
    ).json()) as { origin: string }[];
    assert.ok(lists.length > 50);
    assert.ok(lists.every((list) => list.origin === 'embedded'));
  } finally {
    service.child.kill('SIGTERM');
    await service.exited;
  }
});
