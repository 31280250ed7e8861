import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { problem, session } from '../test/fake-fetch.ts';
import { renderWithApp } from '../test/render.tsx';
import { Shell } from './shell.tsx';

const page = (
  <Routes>
    <Route path="/" element={<Shell />}>
      <Route path="Dossiers" element={<p>the dossier list</p>} />
    </Route>
  </Routes>
);

afterEach(() => vi.unstubAllGlobals());

describe('the shell', () => {
  it('shows the sanitised HTML title, the navigation and who is signed in', async () => {
    renderWithApp(page, {
      path: '/Dossiers',
      routes: {
        'GET /api/session': () => ({
          ...session(['SuperUsers']),
          mode: 'oidc',
          branding: { ...session().branding, titleHtml: '<b>ACME</b> Customs' },
        }),
      },
    });
    expect(await screen.findByText('the dossier list')).toBeInTheDocument();
    expect(screen.getByText('ACME').tagName).toBe('B');
    expect(screen.getByRole('link', { name: 'Dossiers' })).toHaveAttribute('aria-current', 'page');
    for (const name of ['New dossier', 'Clients', 'All clients']) {
      expect(screen.getByRole('link', { name })).toBeInTheDocument();
    }
    expect(screen.getByText('Dana Declarant')).toBeInTheDocument();
    expect(screen.getByText('Declarant')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
  });

  it('shows the plain title as text when there is no HTML title', async () => {
    renderWithApp(page, {
      path: '/Dossiers',
      routes: {
        'GET /api/session': () => ({
          ...session(),
          branding: { ...session().branding, titlePlain: '<i>not markup</i>', titleHtml: '' },
        }),
      },
    });
    expect(await screen.findByText('<i>not markup</i>')).toBeInTheDocument();
  });

  it('says it is signing in, not that something failed, when the session is gone', async () => {
    const { onUnauthorized } = renderWithApp(page, {
      path: '/Dossiers',
      routes: { 'GET /api/session': () => problem(401, 'unauthenticated', 'Sign in') },
    });
    expect(await screen.findByText('Signing you in…')).toBeInTheDocument();
    expect(screen.queryByText('the dossier list')).not.toBeInTheDocument();
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it('signs out with the CSRF token and goes where the server says', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const { server } = renderWithApp(page, {
      path: '/Dossiers',
      routes: { 'POST /api/session/signout': () => ({ redirectTo: '/signed-out' }) },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out' }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/signed-out'));
    expect(server.to('POST /api/session/signout')[0]?.headers.get('X-CSRF-Token')).toBe(
      'csrf-token',
    );
    expect(server.to('GET /api/session')).toHaveLength(1);
  });

  it('speaks the session\u2019s language, switches at once on the header\u2019s switch and keeps the choice on the server', async () => {
    const { server } = renderWithApp(page, {
      path: '/Dossiers',
      language: 'from-session',
      routes: {
        'GET /api/session': () => ({
          ...session(['Admins']),
          language: 'nl',
          chosenLanguage: null,
        }),
        'PUT /api/session/language': () => ({ language: 'fr' }),
      },
    });
    expect(await screen.findByRole('link', { name: 'Nieuw dossier' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Afmelden' })).toBeInTheDocument();
    expect(screen.getByText('Beheerder')).toBeInTheDocument();
    expect(screen.getByText('Lokale gebruiker')).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('nl');
    await userEvent.click(screen.getByText('FR'));
    expect(await screen.findByRole('link', { name: 'Nouveau dossier' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('fr');
    await vi.waitFor(() => expect(server.to('PUT /api/session/language')).toHaveLength(1));
    const sent = server.to('PUT /api/session/language')[0]!;
    expect(sent.json).toEqual({ language: 'fr' });
    expect(sent.headers.get('X-CSRF-Token')).toBe('csrf-token');
    expect(sent.headers.get('Accept-Language')).toBe('fr');
  });
});
