import { describe, expect, it } from 'vitest';
import { listQuery, nextSearch, readListParams } from './list-params.ts';

describe('the dossier list in the URL', () => {
  it('reads filters, sort and page, and drops what the API would refuse', () => {
    const params = readListParams(
      new URLSearchParams('regime=EX&status=Nope&sort=ucr&order=asc&offset=50&limit=999&q=MS'),
    );
    expect(params).toMatchObject({
      regime: 'EX',
      status: '',
      sort: 'ucr',
      order: 'asc',
      offset: 50,
      limit: 50,
      q: 'MS',
    });
  });

  it('asks the API only for what was chosen, and a one-letter search not at all', () => {
    expect(listQuery(readListParams(new URLSearchParams('q=M&client=ACME')))).toEqual({
      client: 'ACME',
      sort: 'createdAt',
      order: 'desc',
      offset: 0,
      limit: 50,
    });
  });

  it('starts again at the first page when a filter or the sort changes, not when the page does', () => {
    const current = new URLSearchParams('status=Review&offset=100');
    expect(nextSearch(current, { regime: 'IM' }).toString()).toBe('status=Review&regime=IM');
    expect(nextSearch(current, { offset: 150 }).toString()).toBe('status=Review&offset=150');
    expect(nextSearch(current, { sort: 'createdAt', order: 'desc' }).toString()).toBe(
      'status=Review',
    );
  });
});
