import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/app.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { createApi } from './app/api.ts';
import { AppProviders } from './app/app.tsx';
import { createQueryClient } from './app/query-client.ts';
import { createRouter } from './app/router.tsx';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

createRoot(root).render(
  <StrictMode>
    <AppProviders api={createApi()} queryClient={createQueryClient()}>
      <RouterProvider router={createRouter()} />
    </AppProviders>
  </StrictMode>,
);
