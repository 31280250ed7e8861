import assert from 'node:assert/strict';
import { readFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { after, describe, it } from 'node:test';
import { createPostgresDatabase, postgresSkip } from './databases.ts';
import { uploadForm } from './extraction-flow.ts';
import { held, jsonAnswer, minimalGoodsAnswer, startOpenAiStandIn } from './openai-stand-in.ts';
import { repoRoot, spawnTs, waitForStart, type Spawned } from './processes.ts';
import { sharedDir } from './samples.ts';

const main = join(repoRoot, 'src/main.ts');
const minimal = readFileSync(
  join(sharedDir, 'samples/invoices/13_invoice_synthetic-minimal_US_text.pdf'),
);
const answer = minimalGoodsAnswer;

const until = async <T>(
  what: string,
  probe: () => Promise<T | undefined>,
  timeoutMs = 90_000,
): Promise<T> => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const value = await probe();
    if (value !== undefined) return value;
    await sleep(200);
  }
  throw new Error(`timed out waiting for ${what}`);
};

export const crashKinds = [
  { name: 'PGlite (folder)', skip: false, env: async () => ({}) },
  {
    name: 'PostgreSQL',
    skip: postgresSkip,
    env: async () => ({ DATABASE_URL: (await createPostgresDatabase()).connectionString }),
  },
];

/** One file per database: a restart on the embedded one waits out its stale lock, and both together outlast a test file's time limit. */
export const describeCrash = (kind: (typeof crashKinds)[number]) => {
  describe(`an extraction worker killed mid-job on ${kind.name}`, { skip: kind.skip }, () => {
    const running: Spawned[] = [];
    after(() => {
      for (const child of running) child.child.kill('SIGKILL');
    });

    it('resumes the job after a restart, and the dossier reaches Review once', async () => {
      const ai = await startOpenAiStandIn({ apiKey: 'sk-test' });
      let goodsCalls = 0;
      ai.respond((request) => {
        if (request.body.response_format?.json_schema?.name === 'document_kind')
          return jsonAnswer({ kind: 'invoice' });
        goodsCalls += 1;
        // The first extraction call never comes back: the worker dies waiting for it.
        return goodsCalls === 1 ? held() : jsonAnswer(answer);
      });
      const cwd = mkdtempSync(join(tmpdir(), 'cds-extract-crash-'));
      const env = {
        PORT: '0',
        AI__BaseUrl: ai.openAiBaseUrl,
        AI__OpenAI__ApiKey: 'sk-test',
        // The job comes back this long after the kill. The attempt after the restart must finish
        // inside it (it is stopped a margin before, issue 24), reader start included on a slow machine.
        Processing__ExtractionTimeoutSeconds: '15',
        // The expired attempt is retried after this delay; the default 30 s proves nothing more.
        Processing__ExtractionRetryDelaySeconds: '1',
        ...(await kind.env()),
      };
      const start = async () => {
        const service = spawnTs(main, { cwd, env });
        running.push(service);
        return { service, address: await waitForStart(service, 60_000) };
      };
      try {
        let { service, address } = await start();
        // npm start's one plain line on stderr: where to open the app, what filing will do.
        const line = await until('the start line', async () => service.stderr() || undefined);
        assert.equal(
          line,
          `Customs declarations is running: open ${address} in a browser (local single-user mode: you are the administrator); filing builds and checks messages but sends them nowhere (no ServiceBus:Descartes:{env} block); transit declarations are checked against the IE015 data items the service carries (an operator may add the official NCTS schemas with Filing:NctsSchemaFolder); import declarations (IE415B) go out in the service's own namespace urn:customs-declaration-service:idms:v1 until an operator sets the official one (Filing:Ie415bNamespace, Filing:Ie415bSchema).\n`,
        );
        // Local single-user mode: signing in is one redirect; the session lives in the database.
        const signin = await fetch(`${address}/signin?returnTo=/Dossiers`, { redirect: 'manual' });
        const cookie = signin.headers.get('set-cookie')!.split(';')[0]!;
        const session = (await (
          await fetch(`${address}/api/session`, { headers: { cookie } })
        ).json()) as { csrfToken: string };
        const headers = { cookie, 'x-csrf-token': session.csrfToken };
        const created = await fetch(`${address}/api/dossiers`, {
          method: 'POST',
          headers,
          body: uploadForm({
            regime: 'IM',
            newClient: JSON.stringify({ code: 'CRASH', name: 'Crash NV', country: 'BE' }),
            invoice: { name: 'invoice.pdf', bytes: minimal, type: 'application/pdf' },
          }),
        });
        assert.equal(created.status, 201, await created.clone().text());
        const { uuid } = (await created.json()) as { uuid: string };
        const dossier = async () =>
          (await (
            await fetch(`${address}/api/declarations/${uuid}`, { headers: { cookie } })
          ).json()) as { status: string };
        await until('the extraction call', async () => (goodsCalls >= 1 ? true : undefined));
        assert.equal((await dossier()).status, 'Processing');
        service.child.kill('SIGKILL');
        await service.exited;

        ({ service, address } = await start());
        const status = await until('Review', async () => {
          const { status } = await dossier();
          return status === 'Review' || status === 'Failed' ? status : undefined;
        });
        assert.equal(status, 'Review');
        const history = (await (
          await fetch(`${address}/api/declarations/${uuid}/history`, { headers: { cookie } })
        ).json()) as { action: string; to: string }[];
        assert.deepEqual(
          history.map((entry) => `${entry.action}>${entry.to}`),
          [
            'dossier.created>Queued',
            'dossier.extraction-started>Processing',
            'dossier.extracted>Review',
          ],
        );
        const attempts = (await (
          await fetch(`${address}/api/declarations/${uuid}/extractions`, { headers: { cookie } })
        ).json()) as { attempt: number; status: string }[];
        // The job came back after its visibility timeout as its second attempt.
        assert.deepEqual(
          attempts.map((a) => [a.attempt, a.status]),
          [[2, 'ok']],
        );
        assert.equal(goodsCalls, 2);
        service.child.kill('SIGTERM');
        assert.equal(await service.exited, 0, service.stderr());
      } finally {
        await ai.close();
      }
    });
  });
};
