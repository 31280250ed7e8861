import { describe, expect, it, vi } from 'vitest';
import { fakeFetch, json, ORIGIN, page, problem, session } from '../test/fake-fetch.ts';
import { FakeXhr, sentUpload } from '../test/fake-xhr.ts';
import { ApiError, placeProblems } from './api-error.ts';
import { faultWordsFor, problemMessage } from './field-faults.ts';
import { createApi, dataOf, pageOf, signInUrl } from './client.ts';

const apiOver = (routes: Parameters<typeof fakeFetch>[0] = {}) => {
  const server = fakeFetch(routes);
  const onUnauthorized = vi.fn();
  FakeXhr.last = null;
  const api = createApi({
    fetch: server.fetch,
    origin: ORIGIN,
    onUnauthorized,
    XMLHttpRequest: FakeXhr as unknown as typeof XMLHttpRequest,
  });
  return { api, server, onUnauthorized };
};

/** Answers from a list, in order, whatever was asked. */
const inTurn = (...answers: (() => Response)[]) => {
  let next = 0;
  return () => {
    const answer = answers[next++];
    if (!answer) throw new Error('no answer left');
    return answer();
  };
};

const failureOf = async (call: Promise<unknown>) => {
  const error = await call.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
};

describe('the API client', () => {
  it('reads a list with its X-Total-Count, with the session cookie and no CSRF header', async () => {
    const { api, server } = apiOver({
      'GET /api/declarations': inTurn(
        () => page([{ uuid: 'a' }], 1234),
        () => page([], 100_000, true),
      ),
    });
    const query = { status: 'Review', sort: 'ucr', order: 'asc', offset: 0, limit: 50 } as const;
    const first = await pageOf(api.http.GET('/api/declarations', { params: { query } }));
    expect(first).toEqual({ items: [{ uuid: 'a' }], total: 1234, estimated: false });
    const estimated = await pageOf(api.http.GET('/api/declarations', { params: { query } }));
    expect(estimated).toEqual({ items: [], total: 100_000, estimated: true });
    const [request] = server.seen;
    expect(request?.path).toBe(
      '/api/declarations?status=Review&sort=ucr&order=asc&offset=0&limit=50',
    );
    expect(request?.credentials).toBe('same-origin');
    expect(request?.headers.get('Accept')).toBe('application/json');
    expect(request?.headers.get('X-CSRF-Token')).toBeNull();
  });

  it('counts the rows it got when a list comes without X-Total-Count', async () => {
    const { api } = apiOver({ 'GET /api/clients': () => json(200, [{ code: 'A' }]) });
    const query = { sort: 'code', order: 'asc', offset: 0, limit: 50 } as const;
    const clients = await pageOf(api.http.GET('/api/clients', { params: { query } }));
    expect([clients.total, clients.estimated]).toEqual([1, false]);
  });

  it('sends the session CSRF token on a change, after asking the session for it once', async () => {
    const { api, server } = apiOver({
      'GET /api/session': () => session(['Admins'], 'token-1'),
      'PATCH /api/clients/ACME': () => ({ code: 'ACME' }),
      'POST /api/clients/ACME/promote': () => ({ code: 'ACME' }),
    });
    await api.http.PATCH('/api/clients/{code}', {
      params: { path: { code: 'ACME' } },
      body: { city: 'Gent' } as never,
    });
    await api.http.POST('/api/clients/{code}/promote', { params: { path: { code: 'ACME' } } });
    expect(server.seen.map((request) => `${request.method} ${request.path}`)).toEqual([
      'GET /api/session',
      'PATCH /api/clients/ACME',
      'POST /api/clients/ACME/promote',
    ]);
    const [, patch, promote] = server.seen;
    expect(patch?.headers.get('X-CSRF-Token')).toBe('token-1');
    expect(patch?.headers.get('Content-Type')).toBe('application/json');
    expect(patch?.body).toBe('{"city":"Gent"}');
    expect(promote?.headers.get('X-CSRF-Token')).toBe('token-1');
  });

  it('keeps the token the session query brought, so a change asks for nothing more', async () => {
    const { api, server } = apiOver({
      'GET /api/session': () => session(['Admins'], 'from-the-shell'),
      'POST /api/session/signout': () => ({ redirectTo: '/signed-out' }),
    });
    await dataOf(api.http.GET('/api/session'));
    await api.http.POST('/api/session/signout');
    expect(server.to('GET /api/session')).toHaveLength(1);
    expect(server.to('POST /api/session/signout')[0]?.headers.get('X-CSRF-Token')).toBe(
      'from-the-shell',
    );
  });

  it('asks for a fresh token once when the server refuses the old one, and sends the same body', async () => {
    const { api, server } = apiOver({
      'GET /api/session': inTurn(
        () => json(200, session(['Admins'], 'old')),
        () => json(200, session(['Admins'], 'new')),
      ),
      'POST /api/clients': inTurn(
        () => problem(403, 'csrf', 'CSRF token missing or wrong'),
        () => json(201, { code: 'NEWCO' }),
      ),
    });
    const created = await dataOf(
      api.http.POST('/api/clients', { body: { code: 'NEWCO', name: 'New Company' } }),
    );
    expect(created).toEqual({ code: 'NEWCO' });
    const posts = server.to('POST /api/clients');
    expect(posts.map((post) => post.headers.get('X-CSRF-Token'))).toEqual(['old', 'new']);
    expect(posts.map((post) => post.json)).toEqual([
      { code: 'NEWCO', name: 'New Company' },
      { code: 'NEWCO', name: 'New Company' },
    ]);
  });

  it('asks again only once: a second refusal of the token is the answer', async () => {
    const { api, server } = apiOver({
      'POST /api/session/signout': () => problem(403, 'csrf', 'CSRF token missing or wrong'),
    });
    const error = await failureOf(api.http.POST('/api/session/signout'));
    expect([error.status, error.code]).toEqual([403, 'csrf']);
    expect(server.to('POST /api/session/signout')).toHaveLength(2);
    expect(server.to('GET /api/session')).toHaveLength(2);
  });

  it('does not ask again after a refusal for another reason', async () => {
    const { api, server } = apiOver({
      'POST /api/clients/ACME/promote': () =>
        problem(403, 'missing-role', 'Needs SuperUsers or Admins'),
    });
    const error = await failureOf(
      api.http.POST('/api/clients/{code}/promote', { params: { path: { code: 'ACME' } } }),
    );
    expect(error.code).toBe('missing-role');
    expect(server.to('POST /api/clients/ACME/promote')).toHaveLength(1);
  });

  it('turns a problem+json refusal into an ApiError whose faults land on the named fields', async () => {
    const { api } = apiOver({
      'GET /api/declarations/x': () =>
        problem(422, 'validation', 'The request is not valid', {
          detail: '2 faults',
          errors: [
            {
              path: '/newClient/code',
              message: 'at most 50 characters',
              keyword: 'maxLength',
              params: { limit: 50 },
            },
            { path: '/ucr', message: 'holds a character a declaration cannot carry' },
            { path: '/flavour', message: 'not a member' },
          ],
        }),
    });
    const error = await failureOf(
      api.http.GET('/api/declarations/{uuid}', { params: { path: { uuid: 'x' } } }),
    );
    expect([error.status, error.code, error.title, error.detail]).toEqual([
      422,
      'validation',
      'The request is not valid',
      '2 faults',
    ]);
    // A complaint with its keyword is worded in the page's language; one without keeps its words.
    const words = faultWordsFor('nl');
    expect(
      placeProblems(error, ['newClient.code', 'ucr'], (fault) => problemMessage(fault, words)),
    ).toEqual({
      byField: {
        'newClient.code': 'Hoogstens 50 tekens',
        ucr: 'holds a character a declaration cannot carry',
      },
      elsewhere: ['/flavour: not a member'],
    });
  });

  it('sends the browser to sign in on a 401, with the page to come back to', async () => {
    const { api, onUnauthorized } = apiOver({
      'GET /api/session': () => problem(401, 'unauthenticated', 'Sign in'),
    });
    const error = await failureOf(api.http.GET('/api/session'));
    expect(error.status).toBe(401);
    expect(onUnauthorized).toHaveBeenCalledOnce();
    expect(signInUrl({ pathname: '/Dossiers', search: '?status=Review' })).toBe(
      '/signin?returnTo=%2FDossiers%3Fstatus%3DReview',
    );
  });

  it('never shows a proxy page: a 502 in HTML becomes a plain message', async () => {
    const { api } = apiOver({
      'GET /api/declarations': () =>
        new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }),
    });
    const query = { sort: 'createdAt', order: 'desc', offset: 0, limit: 50 } as const;
    const error = await failureOf(api.http.GET('/api/declarations', { params: { query } }));
    expect(error.title).toBe('Bad Gateway');
    expect(error.detail).toMatch(/could not answer/);
    expect(error.message).not.toMatch(/html/i);
  });

  it('says there is no connection when the request never reached the service', async () => {
    const fetch = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    const api = createApi({ fetch: fetch as unknown as typeof globalThis.fetch, origin: ORIGIN });
    const error = await failureOf(api.http.GET('/api/session'));
    expect([error.status, error.title]).toEqual([0, 'No connection']);
    expect(error.detail).toMatch(/Failed to fetch/);
  });

  it('lets a request the page cancelled end as cancelled, not as a lost connection', async () => {
    const cancelled = new Error('cancelled');
    const fetch = vi.fn((request: Request) =>
      Promise.reject(request.signal.aborted ? cancelled : new Error('sent')),
    );
    const api = createApi({ fetch: fetch as unknown as typeof globalThis.fetch, origin: ORIGIN });
    const controller = new AbortController();
    controller.abort();
    const error = await api.http
      .GET('/api/session', { signal: controller.signal })
      .catch((caught: unknown) => caught);
    expect(error).toBe(cancelled);
  });

  it('reads the filed XML as text', async () => {
    const { api, server } = apiOver({
      'GET /api/declarations/d-1/xml': () =>
        new Response('<CC015C/>', { headers: { 'Content-Type': 'application/xml' } }),
    });
    const xml = await dataOf(
      api.http.GET('/api/declarations/{uuid}/xml', {
        params: { path: { uuid: 'd-1' } },
        headers: { Accept: 'application/xml' },
        parseAs: 'text',
      }),
    );
    expect(xml).toBe('<CC015C/>');
    expect(server.seen[0]?.headers.get('Accept')).toBe('application/xml');
  });
});

describe('the upload', () => {
  it('posts the form with the CSRF token and reports progress', async () => {
    const { api } = apiOver({ 'GET /api/session': () => session(['Users'], 'token-u') });
    const progress: number[] = [];
    const body = new FormData();
    body.set('regime', 'IM');
    const done = api.upload(body, (fraction) => progress.push(fraction));
    const xhr = await sentUpload();
    xhr.progress(25, 100);
    xhr.progress(100, 100);
    xhr.answer(201, { uuid: 'u-1', ucr: 'UCR1', status: 'Queued' });
    await expect(done).resolves.toEqual({ uuid: 'u-1', ucr: 'UCR1', status: 'Queued' });
    expect([xhr.method, xhr.url, xhr.headers['X-CSRF-Token'], xhr.body]).toEqual([
      'POST',
      '/api/dossiers',
      'token-u',
      body,
    ]);
    expect(progress).toEqual([0.25, 1, 1]);
  });

  it('rejects with the problem the server sent', async () => {
    const { api } = apiOver();
    const done = api.upload(new FormData());
    const xhr = await sentUpload();
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

  it('sends the form once more with a fresh token when the old one is refused', async () => {
    const { api } = apiOver({
      'GET /api/session': inTurn(
        () => json(200, session(['Users'], 'old')),
        () => json(200, session(['Users'], 'new')),
      ),
    });
    const body = new FormData();
    const done = api.upload(body);
    const first = await sentUpload();
    first.answer(403, {
      type: '/problems/csrf',
      title: 'CSRF token missing or wrong',
      status: 403,
    });
    const second = await sentUpload(first);
    second.answer(201, { uuid: 'u-2', ucr: 'UCR2', status: 'Queued' });
    await expect(done).resolves.toMatchObject({ uuid: 'u-2' });
    expect([first.headers['X-CSRF-Token'], second.headers['X-CSRF-Token']]).toEqual(['old', 'new']);
    expect(second.body).toBe(body);
  });

  it('sends the browser to sign in when the session ended during an upload', async () => {
    const { api, onUnauthorized } = apiOver();
    const done = api.upload(new FormData());
    (await sentUpload()).answer(401, {
      type: '/problems/unauthenticated',
      title: 'Sign in',
      status: 401,
    });
    await expect(done).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it('says the upload was interrupted when the connection dropped', async () => {
    const { api } = apiOver();
    const done = api.upload(new FormData());
    (await sentUpload()).fail();
    await expect(done).rejects.toMatchObject({ status: 0, title: 'No connection' });
  });
});
