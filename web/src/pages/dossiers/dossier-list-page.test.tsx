import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useParams } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { Api } from '../../app/api.ts';
import type { DossierSummary } from '../../app/api-types.ts';
import { fakeApi, renderWithApp } from '../../test/render.tsx';
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
  page: { items: DossierSummary[]; total: number } = {
    items: [dossier('d-1', 'T1-0001'), dossier('d-2', 'T1-0002')],
    total: 2,
  },
) => {
  const getPage = vi.fn((_path: string) => Promise.resolve(page));
  renderWithApp(
    <Routes>
      <Route path="/Dossiers" element={<DossierListPage />} />
      <Route path="/Dossiers/:id" element={<Opened />} />
    </Routes>,
    fakeApi({ getPage: getPage as Api['getPage'] }),
    path,
  );
  return { getPage, user: userEvent.setup() };
};

describe('the dossier list', () => {
  it('asks for the filters and sort of its URL and shows the rows', async () => {
    const { getPage } = setup('/Dossiers?status=Review&sort=ucr&order=asc');
    expect(await screen.findByText('T1-0001')).toBeInTheDocument();
    expect(getPage.mock.calls[0]?.[0]).toBe(
      '/api/declarations?status=Review&sort=ucr&order=asc&offset=0&limit=50',
    );
    expect(screen.getByRole('columnheader', { name: /UCR/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
  });

  it('puts the cursor in the search on /, also when / needs Shift, and searches after typing', async () => {
    const { getPage, user } = setup();
    await screen.findByText('T1-0001');
    await user.keyboard('{Shift>}/{/Shift}');
    const search = screen.getByRole('searchbox', { name: 'UCR or container' });
    expect(search).toHaveFocus();
    await user.keyboard('MSKU');
    await waitFor(() =>
      expect(getPage).toHaveBeenLastCalledWith(
        expect.stringContaining('q=MSKU'),
        expect.anything(),
      ),
    );
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
    await waitFor(() =>
      expect(past.getPage).toHaveBeenLastCalledWith(
        expect.stringContaining('offset=0&limit=50'),
        expect.anything(),
      ),
    );
  });
});
