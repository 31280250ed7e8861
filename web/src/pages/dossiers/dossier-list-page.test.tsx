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
  language: 'en' | 'nl' | 'fr' = 'en',
) => {
  const { server } = renderWithApp(
    <Routes>
      <Route path="/Dossiers" element={<DossierListPage />} />
      <Route path="/Dossiers/:id" element={<Opened />} />
    </Routes>,
    {
      path,
      language,
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
    expect((await screen.findAllByText('1–50 of about 25.000')).length).toBe(2);
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
    // An estimate may promise a page that turns out empty: a way back to the first one.
    const short = setup('/Dossiers?offset=100', { items: [], total: 10_003, estimated: true });
    await short.user.click(await screen.findByRole('button', { name: 'Back to the first page' }));
    await waitFor(() => expect(short.lastAsked()).toContain('offset=0&limit=50'));
  });

  it('goes to the last page when the offset is past the total, never counting "501–117 of 117"', async () => {
    const { lastAsked } = setup('/Dossiers?offset=500', { items: [], total: 117 });
    await waitFor(() => expect(lastAsked()).toContain('offset=100&limit=50'));
    expect(screen.queryByText(/501/)).not.toBeInTheDocument();
    expect((await screen.findAllByText('101–117 of 117')).length).toBe(2);
  });

  it('moves from the search into the rows with the Down arrow', async () => {
    const { user } = setup();
    await screen.findByText('T1-0001');
    await user.click(screen.getByRole('searchbox', { name: 'UCR or container' }));
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('row', { name: /Dossier T1-0001/ })).toHaveFocus();
  });

  it('searches clients by code or name and dossiers between two days typed dd/mm/yyyy', async () => {
    const { lastAsked, user } = setup();
    await screen.findByText('T1-0001');
    await user.type(screen.getByRole('searchbox', { name: 'Client' }), 'rhein');
    await waitFor(() => expect(lastAsked()).toContain('client=rhein'));
    await user.type(screen.getByLabelText('Created from'), '1/11/2026{Enter}');
    await waitFor(() => expect(lastAsked()).toContain('createdFrom=2026-11-01'));
    await user.type(screen.getByLabelText('Created until'), '31/02/2026{Enter}');
    expect(await screen.findByText('Write the day as dd/mm/yyyy')).toBeInTheDocument();
    expect(lastAsked()).not.toContain('createdTo');
  });

  it('speaks Dutch: buttons, filters, columns, states and the count', async () => {
    setup('/Dossiers', { items: [dossier('d-1', 'T1-0001')], total: 1_234 }, 'nl');
    expect(await screen.findByText('T1-0001')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Nieuw dossier' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'UCR of container' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /Klant/ })).toBeInTheDocument();
    expect(
      screen.getByRole('row', { name: 'Dossier T1-0001, T1, Na te kijken' }),
    ).toHaveTextContent('Na te kijken');
    expect(screen.getAllByText('1–50 van 1.234').length).toBe(2);
    expect(screen.getByText('RHEIN')).toBeInTheDocument();
    expect(document.title).toContain('Dossiers');
  });

  it('speaks French: status, source and dates in the Belgian way', async () => {
    setup('/Dossiers', { items: [dossier('d-1', 'T1-0001')], total: 1 }, 'fr');
    expect(await screen.findByText('T1-0001')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /Statut/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Nouveau dossier' })).toBeInTheDocument();
    const row = screen.getByRole('row', { name: 'Dossier T1-0001, T1, À vérifier' });
    expect(row).toHaveTextContent('À vérifier');
    expect(row).toHaveTextContent('API');
    expect(row).toHaveTextContent('20/11/2026 09:00');
  });
});
