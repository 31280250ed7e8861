import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useParams } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { DossierSummary } from '../../api/types.ts';
import { page } from '../../test/fake-fetch.ts';
import { renderWithApp } from '../../test/render.tsx';
import DossierListPage from './dossier-list-page.tsx';

const dossier = (uuid: string, ucr: string): DossierSummary => ({
  uuid,
  ucr,
  regime: 'T1',
  status: 'Review',
  source: 'ApiIngestion',
  ingestionPartner: 'tms-alpha',
  partnerDisplay: 'tms-alpha',
  requiresReview: true,
  autoDispatch: 'not requested',
  containerNumber: 'MSKU7654321',
  client: { code: 'RHEIN', name: 'Rhein Logistik GmbH' },
  createdAt: '2026-11-20T08:00:00Z',
});

function Opened() {
  return <p>opened {useParams().id}</p>;
}

const setup = (
  path = '/Dossiers',
  rows: { items: DossierSummary[]; total: number; estimated?: boolean } = {
    items: [dossier('d-1', 'T1-0001'), dossier('d-2', 'T1-0002')],
    total: 2,
  },
) => {
  const { server } = renderWithApp(
    <Routes>
      <Route path="/Dossiers" element={<DossierListPage />} />
      <Route path="/Dossiers/:id" element={<Opened />} />
    </Routes>,
    {
      path,
      routes: { 'GET /api/declarations': () => page(rows.items, rows.total, rows.estimated) },
    },
  );
  /** The query of the last list asked for. */
  const lastAsked = () => server.to('GET /api/declarations').at(-1)?.url.search ?? '';
  return { server, lastAsked, user: userEvent.setup() };
};

describe('the dossier list', () => {
  it('asks for the filters and sort of its URL and shows the rows', async () => {
    const { server } = setup('/Dossiers?status=Review&sort=ucr&order=asc');
    expect(await screen.findByText('T1-0001')).toBeInTheDocument();
    expect(server.to('GET /api/declarations')[0]?.path).toBe(
      '/api/declarations?status=Review&sort=ucr&order=asc&offset=0&limit=50',
    );
    expect(screen.getByRole('columnheader', { name: /UCR/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
  });

  it('says the count is an estimate when the server says so', async () => {
    setup('/Dossiers', { items: [dossier('d-1', 'T1-0001')], total: 25_000, estimated: true });
    expect((await screen.findAllByText('1–50 of about 25,000')).length).toBe(2);
  });

  it('puts the cursor in the search on /, also when / needs Shift, and searches after typing', async () => {
    const { lastAsked, user } = setup();
    await screen.findByText('T1-0001');
    await user.keyboard('{Shift>}/{/Shift}');
    const search = screen.getByRole('searchbox', { name: 'UCR or container' });
    expect(search).toHaveFocus();
    await user.keyboard('MSKU');
    await waitFor(() => expect(lastAsked()).toContain('q=MSKU'));
  });

  it('opens a dossier with Enter on its row', async () => {
    const { user } = setup();
    const row = await screen.findByRole('row', { name: /Dossier T1-0002/ });
    row.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('opened d-2')).toBeInTheDocument();
  });

  it('says why it shows no row: nothing yet, nothing for these filters, or a page past the end', async () => {
    const empty = { items: [], total: 0 };
    setup('/Dossiers', empty);
    expect(await screen.findByText(/No dossiers yet/)).toBeInTheDocument();
    cleanup();
    setup('/Dossiers?status=Failed', empty);
    expect(await screen.findByText('No dossier matches these filters.')).toBeInTheDocument();
    cleanup();
    const past = setup('/Dossiers?offset=10050', { items: [], total: 10_003 });
    await past.user.click(await screen.findByRole('button', { name: 'Back to the first page' }));
    await waitFor(() => expect(past.lastAsked()).toContain('offset=0&limit=50'));
  });
});
