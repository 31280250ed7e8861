import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { it } from 'node:test';
import { repoRoot, spawnTs, waitForStart } from '../support/processes.ts';
import { sampleForToday, withCn2026Codes } from '../support/samples.ts';

const main = join(repoRoot, 'src/main.ts');
const cli = join(repoRoot, 'src/cli/main.ts');

it('a fresh installation with no Filing:* setting files a T1 automatically, an IE415B and a CC515C by hand, with the embedded code lists', async () => {
  const cwd = mkdtempSync(join(tmpdir(), 'cds-fresh-'));
  const drop = join(cwd, 'drop');
  // The drop folder is the one setting: the service and the command line read the same.
  const env = { ServiceBus__Descartes__Pr__Folder: drop };
  const run = async (...args: string[]) => {
    const command = spawnTs(cli, { cwd, args, env });
    assert.equal(await command.exited, 0, command.stderr());
    return command.stdout();
  };
  const key = (
    JSON.parse(await run('api-keys', 'create', '--name', 'tms', '--json')) as { key: string }
  ).key;
  // What every broker sets once: its GLN, and its authorised-consignor authorisation (C521).
  await run('settings', 'set', 'declarations:sender_gln', '5412345000013');
  await run('settings', 'set', 'declarations:auth_c521', 'BEACEBE0403000158-2021-TR01');
  // and who declares imports and exports: the broker itself.
  for (const [key, value] of [
    ['declarant_eori', 'BE0403000158'],
    ['declarant_name', 'Scheldt Forwarding NV'],
    ['declarant_street', 'Noorderlaan 147'],
    ['declarant_postcode', '2030'],
    ['declarant_city', 'Antwerpen'],
  ])
    await run('settings', 'set', `declarations:${key}`, value!);

  // A drop folder is all that is configured: no NCTS schema folder, no other Filing:* setting.
  const startService = () => spawnTs(main, { cwd, env: { ...env, PORT: '0' } });
  const dropped = async (count: number) => {
    const deadline = Date.now() + 30_000;
    let files: string[] = [];
    while (Date.now() < deadline) {
      // The folder is made by the first message sent: until then there is nothing to read.
      files = (existsSync(drop) ? readdirSync(drop, { withFileTypes: true }) : [])
        .filter((entry) => entry.isFile() && !entry.name.startsWith('.'))
        .map((entry) => entry.name);
      if (files.length >= count) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return files.map((file) => readFileSync(join(drop, file), 'utf8'));
  };

  let service = startService();
  const byHand: string[] = [];
  try {
    const address = await waitForStart(service, 60_000);
    assert.match(service.stderr(), /checked against the IE015 data items the service carries/);
    // The export sample names neither where the goods can be examined nor what kind of number
    // its truck's is: what a declarant adds before filing.
    const completing: Record<string, object> = {
      ex: {
        transport: {
          ...(sampleForToday('ex').transport as object),
          departure_means_type_code: '30',
        },
        authorised_location_of_goods: {
          type_of_location: 'B',
          qualifier_of_identification: 'U',
          un_locode: 'BEKRT',
        },
      },
    };
    const post = async (sample: 't1-auto-dispatch' | 'im-h1b' | 'ex') => {
      const response = await fetch(`${address}/api/declarations`, {
        method: 'POST',
        headers: { 'x-api-key': key, 'content-type': 'application/json' },
        // The import names its client by a code this installation does not have yet: matched
        // by the importer's EORI instead, as a partner without client codes sends it.
        // The service seeds the CN 2026, against which it checks commodity codes: the shared
        // samples' outdated ones are replaced.
        body: JSON.stringify({
          ...withCn2026Codes(sampleForToday(sample)),
          client_code: undefined,
          ...completing[sample],
        }),
      });
      const body = (await response.json()) as {
        uuid: string;
        status: string;
        autoDispatch: string;
      };
      assert.equal(response.status, 201, JSON.stringify(body));
      return body;
    };
    const t1 = await post('t1-auto-dispatch');
    assert.deepEqual([t1.status, t1.autoDispatch], ['Submitted', 'dispatched']);
    const messages = await dropped(1);
    assert.equal(messages.length, 1, 'one message in the drop folder');
    assert.match(messages[0]!, /CC015C/);
    for (const sample of ['im-h1b', 'ex'] as const) byHand.push((await post(sample)).uuid);
    const lists = (await (
      await fetch(`${address}/api/reference/code-lists?phase=6`, { headers: { 'x-api-key': key } })
    ).json()) as { origin: string }[];
    assert.ok(lists.length > 50);
    assert.ok(lists.every((list) => list.origin === 'embedded'));
  } finally {
    service.child.kill('SIGTERM');
    await service.exited;
  }

  // The import and the export filed from the command line (the database is the stopped
  // service's), sent by the service when it runs again.
  for (const uuid of byHand)
    assert.match(
      await run('dossiers', 'submit', uuid, '--environment', 'Pr'),
      /^Submitted: (IE415B|CC515C) /,
    );
  service = startService();
  try {
    await waitForStart(service, 60_000);
    const messages = await dropped(3);
    assert.equal(messages.length, 3, messages.join('\n---\n').slice(0, 2000));
    for (const type of ['CC015C', 'IE415B', 'CC515C'])
      assert.ok(
        messages.some((message) => message.includes(`${type}`)),
        `a ${type} in the drop folder`,
      );
  } finally {
    service.child.kill('SIGTERM');
    await service.exited;
  }
});
