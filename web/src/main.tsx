import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/app.css';
import { setNonce } from 'get-nonce';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { createApi } from './api/client.ts';
import { AppProviders } from './app/app.tsx';
import { createQueryClient } from './app/query-client.ts';
import { preloadFirstPage } from './app/preload.ts';
import { createRouter } from './app/router.tsx';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

// The server puts this response's CSP style nonce here; read through the property, as the
// browser empties the attribute once the page has loaded.
const styleNonce =
  document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce || undefined;
// Mantine's scroll lock (react-remove-scroll) adds its own <style> when a drawer or modal opens;
// it takes its nonce from get-nonce.
if (styleNonce) setNonce(styleNonce);

const api = createApi();
const queryClient = createQueryClient();
preloadFirstPage(api, queryClient);

createRoot(root).render(
  <StrictMode>
    <AppProviders api={api} queryClient={queryClient} styleNonce={styleNonce}>
      <RouterProvider router={createRouter()} />
    </AppProviders>
  </StrictMode>,
);
