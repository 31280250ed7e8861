import { parentPort, workerData } from 'node:worker_threads';
import { fuzzPdfs } from '../test/support/fuzz-documents.ts';
import { hostilePdfs } from '../test/support/hostile-pdfs.ts';
import { hostileSpreadsheets } from '../test/support/hostile-spreadsheets.ts';
import { uploadForm } from '../test/support/extraction-flow.ts';

/**
 * The declarant's side of the hostile-documents bench, on a thread of its own: it builds each
 * document (seconds for some), says when it is about to upload it, uploads it and asks for the
 * dossier until it ends. The main thread is then the service alone.
 */
interface Start {
  readonly list: 'pdf' | 'sheet' | 'fuzz' | 'sample';
  readonly index: number;
}

const { baseUrl, headers, samples } = workerData as {
  baseUrl: string;
  headers: Record<string, string>;
  samples: { name: string; fileName: string; contentType: string; bytes: Uint8Array }[];
};

const documentOf = (start: Start) => {
  if (start.list === 'pdf') return hostilePdfs[start.index]!;
  if (start.list === 'sheet') return hostileSpreadsheets[start.index]!;
  if (start.list === 'fuzz') return fuzzPdfs()[start.index]!;
  const sample = samples[start.index]!;
  return { ...sample, build: () => Buffer.from(sample.bytes) };
};

let uploads = 0;
const handle = async (start: Start) => {
  const document = documentOf(start);
  const bytes = await document.build();
  parentPort!.postMessage({ type: 'built', bytes: bytes.length });
  const began = performance.now();
  uploads += 1;
  const slot = document.contentType === 'application/pdf' ? 'invoice' : 'spreadsheet';
  const response = await fetch(`${baseUrl}/api/dossiers`, {
    method: 'POST',
    headers,
    body: uploadForm({
      regime: 'IM',
      newClient: JSON.stringify({
        code: `B${uploads}-${Date.now()}`,
        name: 'Bench NV',
        country: 'BE',
      }),
      [slot]: { name: document.fileName, bytes, type: document.contentType },
    }),
  });
  const answer = (await response.json()) as { uuid?: string; detail?: string };
  if (response.status !== 201 || !answer.uuid) {
    parentPort!.postMessage({
      type: 'done',
      status: `refused at upload (${response.status})`,
      ms: 0,
    });
    return;
  }
  for (;;) {
    const dossier = (await (
      await fetch(`${baseUrl}/api/declarations/${answer.uuid}`, { headers })
    ).json()) as { status: string };
    if (dossier.status === 'Review' || dossier.status === 'Failed') {
      parentPort!.postMessage({
        type: 'done',
        status: dossier.status,
        uuid: answer.uuid,
        ms: performance.now() - began,
      });
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

parentPort!.on('message', (start: Start) => void handle(start));
