import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Client } from '../../api/types.ts';
import { page } from '../../test/fake-fetch.ts';
import { renderWithApp } from '../../test/render.tsx';
import ClientsPage from './clients-page.tsx';

const before: Client = {
  code: 'ACME',
  name: 'Acme Logistics NV',
  identification_number: null,
  street_and_number: null,
  postcode: null,
  city: 'Antwerpen',
  country: 'BE',
  fr1: null,
  auth_c503: null,
  ref_4007: null,
  et_14000: null,
  default_procedure: null,
  ref_cbam: null,
  air_transport_rate_per_kg: null,
  air_transport_minimum: null,
  is_customs_client: true,
  hand_edited_fields: [],
  created_at: '2026-03-01T10:00:00Z',
  created_by: 'erp',
  updated_at: '2026-03-02T10:00:00Z',
  updated_by: 'erp',
};
const after: Client = {
  ...before,
  city: 'Gent',
  hand_edited_fields: ['city'],
  updated_at: '2026-03-03T09:00:00Z',
  updated_by: 'Dana Declarant',
};

const later = <T,>(value: T, ms: number) =>
  new Promise<T>((resolve) => setTimeout(() => resolve(value), ms));

describe('the client drawer of /Clients', () => {
  it('closes once a change is saved, though the client it shows was read again meanwhile', async () => {
    let stored = before;
    const { server } = renderWithApp(<ClientsPage />, {
      path: '/Clients?open=ACME',
      routes: {
        // The list answers after the drawer's client: the form is drawn anew before the save ends.
        'GET /api/clients': () => later(page([stored]), 200),
        'GET /api/clients/ACME': () => stored,
        'PATCH /api/clients/ACME': () => (stored = after),
      },
    });
    const user = userEvent.setup();
    const drawer = await screen.findByRole('dialog', { name: 'Client ACME' });
    const city = await screen.findByRole('textbox', { name: /^City/ });
    expect(city).toHaveValue('Antwerpen');
    await user.clear(city);
    await user.type(city, 'Gent');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(drawer).not.toBeInTheDocument(), { timeout: 3000 });
    expect(server.to('GET /api/clients/ACME')).toHaveLength(2);
    expect(server.to('PATCH /api/clients/ACME')[0]?.json).toEqual({ city: 'Gent' });
  });
});
