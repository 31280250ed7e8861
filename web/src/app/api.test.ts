import { describe, expect, it, vi } from 'vitest';
import { createApi, signInUrl, withQuery } from './api.ts';
import { ApiError, placeProblems } from './api-error.ts';

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: {
      'Content-Type': status >= 400 ? 'application/problem+json' : 'application/json',
      ...headers,
    },
  });

const sessionBody = (csrfToken = 'token-1') => ({
  user: { name: 'Dana', email: null, roles: ['Users'] },
  csrfToken,
  mode: 'local',
  branding: { titlePlain: 'Customs', titleHtml: null, mainColor: null },
  environment: null,
});

/** A fetch that answers from a list, in order, and keeps what it was asked. */
const scripted = (...answers: (() => Response)[]) => {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetch = vi.fn((url: string, init?: RequestInit) => {
    calls.push({ url, init: init ?? {} });
    const next = answers.shift();
    if (!next) throw new Error(`no answer for ${url}`);
    return Promise.resolve(next());
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
};

const header = (init: RequestInit, name: string) => new Headers(init.headers).get(name);

describe('the API client', () => {
  it('reads a list with its X-Total-Count, with the session cookie and no CSRF header', async () => {
    const { fetch, calls } = scripted(() =>
      json(200, [{ uuid: 'a' }], { 'X-Total-Count': '1234' }),
    );
    const page = await createApi({ fetch }).getPage('/api/declarations?limit=1');
    expect(page).toEqual({ items: [{ uuid: 'a' }], total: 1234, estimated: false });
    const estimated = await createApi({
      fetch: scripted(() =>
        json(200, [], { 'X-Total-Count': '100000', 'X-Total-Count-Estimated': 'true' }),
      ).fetch,
    }).getPage('/api/declarations');
    expect(estimated).toEqual({ items: [], total: 100000, estimated: true });
    expect(calls[0]?.init.credentials).toBe('same-origin');
    expect(header(calls[0]!.init, 'X-CSRF-Token')).toBeNull();
  });

  it('sends the session CSRF token on a change, after asking the session for it once', async () => {
    const { fetch, calls } = scripted(
      () => json(200, sessionBody('token-1')),
      () => json(200, { code: 'ACME' }),
      () => json(200, { code: 'ACME' }),
    );
    const api = createApi({ fetch });
    await api.send('PATCH', '/api/clients/ACME', { city: 'Gent' });
    await api.send('POST', '/api/clients/ACME/promote');
    expect(calls.map((call) => call.url)).toEqual([
      '/api/session',
      '/api/clients/ACME',
      '/api/clients/ACME/promote',
    ]);
    expect(header(calls[1]!.init, 'X-CSRF-Token')).toBe('token-1');
    expect(header(calls[1]!.init, 'Content-Type')).toBe('application/json');
    expect(calls[1]?.init.body).toBe('{"city":"Gent"}');
    expect(header(calls[2]!.init, 'X-CSRF-Token')).toBe('token-1');
  });

  it('turns a problem+json refusal into an ApiError whose faults land on the named fields', async () => {
    const { fetch } = scripted(() =>
      json(422, {
        type: '/problems/validation',
        title: 'The request is not valid',
        status: 422,
        detail: '2 faults',
        errors: [
          { path: '/newClient/code', message: 'at most 50 characters' },
          { path: '/flavour', message: 'not a member' },
        ],
      }),
    );
    const error = await createApi({ fetch })
      .get('/api/declarations/x')
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    const problem = error as ApiError;
    expect([problem.status, problem.code, problem.title, problem.detail]).toEqual([
      422,
      'validation',
      'The request is not valid',
      '2 faults',
    ]);
    expect(placeProblems(problem, ['newClient.code', 'ucr'])).toEqual({
      byField: { 'newClient.code': 'at most 50 characters' },
      elsewhere: ['/flavour: not a member'],
    });
  });

  it('sends the browser to sign in on a 401, with the page to come back to', async () => {
    const onUnauthorized = vi.fn();
    const { fetch } = scripted(() =>
      json(401, { type: '/problems/unauthenticated', title: 'Sign in', status: 401 }),
    );
    await expect(createApi({ fetch, onUnauthorized }).get('/api/session')).rejects.toMatchObject({
      status: 401,
    });
    expect(onUnauthorized).toHaveBeenCalledOnce();
    expect(signInUrl({ pathname: '/Dossiers', search: '?status=Review' })).toBe(
      '/signin?returnTo=%2FDossiers%3Fstatus%3DReview',
    );
  });

  it('never shows a proxy page: a 502 in HTML becomes a plain message', async () => {
    const { fetch } = scripted(
      () => new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }),
    );
    const error = (await createApi({ fetch })
      .get('/api/declarations')
      .catch((caught: unknown) => caught)) as ApiError;
    expect(error.title).toBe('Bad Gateway');
    expect(error.detail).toMatch(/could not answer/);
    expect(error.message).not.toMatch(/html/i);
  });

  it('says there is no connection when the request never reached the service', async () => {
    const fetch = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    const error = (await createApi({ fetch: fetch as unknown as typeof globalThis.fetch })
      .get('/api/declarations')
      .catch((caught: unknown) => caught)) as ApiError;
    expect([error.status, error.title]).toEqual([0, 'No connection']);
  });

  it('asks for a fresh token once when the server refuses the old one', async () => {
    const { fetch, calls } = scripted(
      () => json(200, sessionBody('old')),
      () =>
        json(403, { type: '/problems/csrf', title: 'CSRF token missing or wrong', status: 403 }),
      () => json(200, sessionBody('new')),
      () => json(200, { redirectTo: '/signed-out' }),
    );
    const answer = await createApi({ fetch }).send('POST', '/api/session/signout');
    expect(answer).toEqual({ redirectTo: '/signed-out' });
    expect(header(calls[3]!.init, 'X-CSRF-Token')).toBe('new');
  });

  it('leaves empty filters out of a query string', () => {
    expect(
      withQuery('/api/declarations', { regime: 'IM', status: '', q: undefined, offset: 0 }),
    ).toBe('/api/declarations?regime=IM&offset=0');
  });
});

/** Just enough of XMLHttpRequest to watch an upload. */
class FakeXhr {
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
}

describe('the upload', () => {
  const uploadApi = () => {
    const { fetch } = scripted(() => json(200, sessionBody('token-u')));
    return createApi({ fetch, XMLHttpRequest: FakeXhr as unknown as typeof XMLHttpRequest });
  };
  const started = async () => {
    await vi.waitFor(() => expect(FakeXhr.last?.url).toBe('/api/dossiers'));
    return FakeXhr.last!;
  };

  it('posts the form with the CSRF token and reports progress', async () => {
    FakeXhr.last = null;
    const progress: number[] = [];
    const body = new FormData();
    body.set('regime', 'IM');
    const done = uploadApi().upload('/api/dossiers', body, (fraction) => progress.push(fraction));
    const xhr = await started();
    xhr.progress(25, 100);
    xhr.progress(100, 100);
    xhr.answer(201, { uuid: 'u-1', ucr: 'UCR1', status: 'Queued' });
    await expect(done).resolves.toEqual({ uuid: 'u-1', ucr: 'UCR1', status: 'Queued' });
    expect([xhr.method, xhr.headers['X-CSRF-Token'], xhr.body]).toEqual(['POST', 'token-u', body]);
    expect(progress).toEqual([0.25, 1, 1]);
  });

  it('rejects with the problem the server sent', async () => {
    FakeXhr.last = null;
    const done = uploadApi().upload('/api/dossiers', new FormData());
    const xhr = await started();
    xhr.answer(413, {
      type: '/problems/file-too-large',
      title: 'File too large',
      status: 413,
      detail: 'invoice is larger than 52428800 bytes',
      errors: [{ path: '/invoice', message: 'at most 50 MB' }],
    });
    await expect(done).rejects.toMatchObject({
      status: 413,
      code: 'file-too-large',
      errors: [{ path: '/invoice', message: 'at most 50 MB' }],
    });
  });
});
