import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Api } from '../../app/api.ts';
import { ApiError } from '../../app/api-error.ts';
import type { Client } from '../../app/api-types.ts';
import { fakeApi, renderWithApp } from '../../test/render.tsx';
import { ClientForm } from './client-form.tsx';

const stored: Client = {
  code: 'ACME',
  name: 'Acme Logistics NV',
  identification_number: 'BE0123456789',
  street_and_number: 'Havenlaan 1',
  postcode: '2000',
  city: 'Antwerpen',
  country: 'BE',
  fr1: null,
  auth_c503: null,
  ref_4007: null,
  et_14000: null,
  default_procedure: '4000',
  ref_cbam: null,
  air_transport_rate_per_kg: 0.85,
  air_transport_minimum: 25,
  is_customs_client: true,
  hand_edited_fields: ['city'],
  created_at: '2026-03-01T10:00:00Z',
  created_by: 'erp',
  updated_at: '2026-03-02T10:00:00Z',
  updated_by: 'dana',
};

/** Api['send'] without its type parameter, so a mock can stand in for it. */
type Send = (method: string, path: string, body?: unknown) => Promise<unknown>;

const setup = (props: { client?: Client; readOnly?: boolean }, send: Send = vi.fn()) => {
  const onDone = vi.fn();
  const user = userEvent.setup();
  renderWithApp(
    <ClientForm client={props.client} readOnly={props.readOnly ?? false} onDone={onDone} />,
    fakeApi({ send: send as Api['send'] }),
  );
  return { user, onDone };
};

const input = (label: RegExp | string) => screen.getByRole('textbox', { name: label });

/** The message shown under a field: the element its input names in aria-describedby. */
const errorOf = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

describe('the client form', () => {
  it('holds back a client that breaks the SPEC limits and says why at each field', async () => {
    const send = vi.fn<Send>();
    const { user } = setup({}, send);
    await user.type(input(/^Code/), 'NEWCO');
    await user.type(input(/^Name/), 'New Company');
    await user.click(input(/^City/));
    await user.paste('X'.repeat(36));
    await user.click(input('Postcode'));
    await user.paste('1'.repeat(18));
    await user.type(input('Country'), 'b1');
    await user.type(input('Air transport rate per kg'), '-1');
    await user.type(input('Air transport minimum'), '2.555');
    await user.type(input('EORI'), '0123');
    await user.click(screen.getByRole('button', { name: 'Create client' }));

    expect(errorOf(input(/^City/))).toMatch('At most 35 characters (now 36)');
    expect(errorOf(input('Postcode'))).toMatch('At most 17 characters');
    expect(errorOf(input('Country'))).toMatch('Two capital letters');
    expect(errorOf(input('Air transport rate per kg'))).toMatch('A number of at least 0');
    expect(errorOf(input('Air transport minimum'))).toMatch('At most 2 decimals');
    expect(errorOf(input('EORI'))).toMatch('two-letter country code');
    expect(send).not.toHaveBeenCalled();
  });

  it('creates a customs client with the members given, rates as numbers', async () => {
    const send = vi.fn<Send>().mockResolvedValue({ ...stored, code: 'NEWCO' });
    const { user, onDone } = setup({}, send);
    await user.type(input(/^Code/), 'NEWCO');
    await user.type(input(/^Name/), 'New Company');
    await user.type(input('Country'), 'nl');
    await user.type(input('Air transport rate per kg'), '1.25');
    await user.click(screen.getByRole('button', { name: 'Create client' }));
    await waitFor(() => expect(send).toHaveBeenCalledOnce());
    expect(send).toHaveBeenCalledWith('POST', '/api/clients', {
      code: 'NEWCO',
      name: 'New Company',
      country: 'NL',
      air_transport_rate_per_kg: 1.25,
    });
    await waitFor(() =>
      expect(onDone).toHaveBeenCalledWith(expect.objectContaining({ code: 'NEWCO' })),
    );
  });

  it('sends only what changed on an edit, null for a cleared member', async () => {
    const send = vi.fn<Send>().mockResolvedValue(stored);
    const { user } = setup({ client: stored }, send);
    expect(screen.getByText('edited by hand')).toBeInTheDocument();
    expect(input(/^Code/)).toHaveAttribute('readonly');
    await user.clear(input(/^City/));
    await user.type(input(/^City/), 'Gent');
    await user.clear(input('Postcode'));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(send).toHaveBeenCalledOnce());
    expect(send).toHaveBeenCalledWith('PATCH', '/api/clients/ACME', {
      postcode: null,
      city: 'Gent',
    });
  });

  it('puts the server refusal at the field it names', async () => {
    const send = vi.fn<Send>().mockRejectedValue(
      new ApiError({
        status: 422,
        type: '/problems/validation',
        title: 'The client is not valid',
        errors: [{ path: '/country', message: 'XX is not a country of CL008' }],
      }),
    );
    const { user, onDone } = setup({ client: stored }, send);
    await user.clear(input('Country'));
    await user.type(input('Country'), 'XX');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(errorOf(input('Country'))).toMatch('XX is not a country of CL008'));
    expect(screen.getByText('The client is not valid')).toBeInTheDocument();
    expect(onDone).not.toHaveBeenCalled();
  });

  it('lets a user without SuperUsers or Admins read but not change', () => {
    setup({ client: stored, readOnly: true });
    expect(input(/^City/)).toHaveAttribute('readonly');
    expect(input(/^Name/)).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: 'Save changes' })).not.toBeInTheDocument();
    expect(screen.getByText('Only SuperUsers and Admins may change clients.')).toBeInTheDocument();
  });
});
