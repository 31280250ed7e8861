import { describe, expect, it } from 'vitest';
import { DocumentFetchError, failureMessage, failureOf } from './pdf-failure.ts';

const named = (name: string) => Object.assign(new Error('pdf.js says no'), { name });

describe('why a document cannot be shown', () => {
  it('tells a lost connection from the server’s answers', () => {
    expect(failureOf(new DocumentFetchError())).toEqual({ kind: 'offline' });
    expect(failureOf(new DocumentFetchError(404))).toEqual({ kind: 'notFound' });
    expect(failureOf(new DocumentFetchError(403))).toEqual({ kind: 'denied' });
    expect(failureOf(new DocumentFetchError(401))).toEqual({ kind: 'denied' });
    expect(failureOf(new DocumentFetchError(503))).toEqual({ kind: 'server', status: 503 });
  });

  it('names a protected PDF and a file that is not a PDF', () => {
    expect(failureOf(named('PasswordException'))).toEqual({ kind: 'password' });
    expect(failureOf(named('InvalidPDFException'))).toEqual({ kind: 'notPdf' });
  });

  it('calls anything else unreadable', () => {
    expect(failureOf(named('UnknownErrorException'))).toEqual({ kind: 'unreadable' });
    expect(failureOf('a string')).toEqual({ kind: 'unreadable' });
    expect(failureOf(null)).toEqual({ kind: 'unreadable' });
  });

  it('has a message for each', () => {
    expect(failureMessage({ kind: 'server', status: 500 })).toBe('reviewDocument.failure.server');
    expect(failureMessage({ kind: 'password' })).toBe('reviewDocument.failure.password');
  });
});
