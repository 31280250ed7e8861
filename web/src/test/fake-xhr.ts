import { vi } from 'vitest';

/** Just enough of XMLHttpRequest to watch an upload and answer it; `last` is the newest one. */
export class FakeXhr {
  static last: FakeXhr | null = null;
  headers: Record<string, string> = {};
  method = '';
  url = '';
  body: unknown = null;
  status = 0;
  statusText = '';
  responseText = '';
  private listeners: Record<string, (() => void)[]> = {};
  private uploadListeners: ((event: ProgressEvent) => void)[] = [];
  upload = {
    addEventListener: (_: string, listener: (event: ProgressEvent) => void) =>
      this.uploadListeners.push(listener),
  };
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  addEventListener(name: string, listener: () => void) {
    (this.listeners[name] ??= []).push(listener);
  }
  send(body: unknown) {
    this.body = body;
  }
  progress(loaded: number, total: number) {
    for (const listener of this.uploadListeners) {
      listener({ lengthComputable: true, loaded, total } as ProgressEvent);
    }
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    for (const listener of this.listeners.load ?? []) listener();
  }
  fail() {
    for (const listener of this.listeners.error ?? []) listener();
  }
}

/** The upload once it was sent (the CSRF token is read first, so it starts a moment later). */
export const sentUpload = async (after: FakeXhr | null = null): Promise<FakeXhr> => {
  await vi.waitFor(() => {
    if (!FakeXhr.last || FakeXhr.last === after || FakeXhr.last.body === null)
      throw new Error('no upload yet');
  });
  return FakeXhr.last!;
};
