import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error.ts';
import { Shell } from './shell.tsx';
import { fakeApi, renderWithApp, session } from '../test/render.tsx';

const page = (
  <Routes>
    <Route path="/" element={<Shell />}>
      <Route path="Dossiers" element={<p>the dossier list</p>} />
    </Route>
  </Routes>
);

describe('the shell', () => {
  it('shows the sanitised HTML title, the navigation and who is signed in', async () => {
    const api = fakeApi({
      session: () =>
        Promise.resolve({
          ...session(['SuperUsers']),
          branding: {
            titlePlain: 'ACME Customs',
            titleHtml: '<b>ACME</b> Customs',
            mainColor: '#0b6e4f',
          },
        }),
    });
    renderWithApp(page, api, '/Dossiers');
    expect(await screen.findByText('the dossier list')).toBeInTheDocument();
    expect(screen.getByText('ACME').tagName).toBe('B');
    expect(screen.getByRole('link', { name: 'Dossiers' })).toHaveAttribute('aria-current', 'page');
    for (const name of ['New dossier', 'Clients', 'All clients']) {
      expect(screen.getByRole('link', { name })).toBeInTheDocument();
    }
    expect(screen.getByText('Dana Declarant')).toBeInTheDocument();
    expect(screen.getByText('SuperUsers')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
  });

  it('shows the plain title as text when there is no HTML title', async () => {
    const api = fakeApi({
      session: () =>
        Promise.resolve({
          ...session(),
          branding: { titlePlain: '<i>not markup</i>', titleHtml: null, mainColor: null },
        }),
    });
    renderWithApp(page, api, '/Dossiers');
    expect(await screen.findByText('<i>not markup</i>')).toBeInTheDocument();
  });

  it('says it is signing in, not that something failed, when the session is gone', async () => {
    const api = fakeApi({
      session: () => Promise.reject(new ApiError({ status: 401, title: 'Sign in' })),
    });
    renderWithApp(page, api, '/Dossiers');
    expect(await screen.findByText('Signing you in…')).toBeInTheDocument();
    expect(screen.queryByText('the dossier list')).not.toBeInTheDocument();
  });
});
