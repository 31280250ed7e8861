import { parentPort } from 'node:worker_threads';
import { uploadForm, type Part } from './extraction-flow.ts';

/** One /NewDossier upload asked of this thread, and its answer. */
export interface UploadRequest {
  readonly id: number;
  readonly url: string;
  readonly headers: Record<string, string>;
  readonly fields: Record<string, string>;
  readonly file: {
    readonly field: string;
    readonly name: string;
    readonly type: string;
    readonly bytes: Uint8Array;
  };
}

export interface UploadAnswer {
  readonly id: number;
  readonly status: number;
  readonly text: string;
}

const upload = async (request: UploadRequest): Promise<UploadAnswer> => {
  const parts: Record<string, Part> = {
    ...request.fields,
    [request.file.field]: {
      name: request.file.name,
      type: request.file.type,
      bytes: Buffer.from(
        request.file.bytes.buffer,
        request.file.bytes.byteOffset,
        request.file.bytes.byteLength,
      ),
    },
  };
  try {
    const response = await fetch(request.url, {
      method: 'POST',
      headers: request.headers,
      body: uploadForm(parts),
    });
    return { id: request.id, status: response.status, text: await response.text() };
  } catch (error) {
    return { id: request.id, status: 0, text: String(error) };
  }
};

parentPort!.on('message', (request: UploadRequest) => {
  void upload(request).then((answer) => parentPort!.postMessage(answer));
});
