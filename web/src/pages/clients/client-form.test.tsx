import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Profiler } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { Client } from '../../api/types.ts';
import { json, problem, type Handler } from '../../test/fake-fetch.ts';
import { renderWithApp } from '../../test/render.tsx';
import { ClientForm } from './client-form.tsx';

const stored: Client = {
  code: 'ACME',
  name: 'Acme Logistics NV',
  identification_number: 'BE0403000158',
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

const setup = (
  props: { client?: Client; readOnly?: boolean },
  routes: Record<string, Handler> = {},
) => {
  const onDone = vi.fn();
  const commits = { count: 0 };
  const user = userEvent.setup();
  const { server } = renderWithApp(
    <Profiler id="form" onRender={() => (commits.count += 1)}>
      <ClientForm client={props.client} readOnly={props.readOnly ?? false} onDone={onDone} />
    </Profiler>,
    { routes },
  );
  /** What went to the server that changes something. */
  const changes = () => server.seen.filter((request) => request.method !== 'GET');
  return { user, onDone, server, changes, commits };
};

const input = (label: RegExp | string) => screen.getByRole('textbox', { name: label });

/** The message shown under a field: the element its input names in aria-describedby. */
const errorOf = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

describe('the client form', () => {
  it("holds back a client that breaks the server's schema and says why at each field", async () => {
    const { user, changes } = setup({});
    await user.type(input(/^Code/), 'NEWCO');
    await user.type(input(/^Name/), 'New Company');
    await user.click(input(/^City/));
    await user.paste('X'.repeat(36));
    await user.click(input('Postcode'));
    await user.paste('1'.repeat(18));
    await user.type(input('Country'), 'b1');
    await user.type(input('Air transport rate per kg'), '-1');
    await user.type(input('Air transport minimum'), '2,555');
    await user.type(input('EORI number'), '0123');
    await user.type(input('Default procedure'), '1,5');
    await user.click(screen.getByRole('button', { name: 'Create client' }));

    expect(errorOf(input(/^City/))).toMatch('At most 35 characters (now 36)');
    expect(errorOf(input('Postcode'))).toMatch('At most 17 characters');
    expect(errorOf(input('Country'))).toMatch('two-letter country code in capitals');
    expect(errorOf(input('Air transport rate per kg'))).toMatch('At least 0');
    expect(errorOf(input('Air transport minimum'))).toMatch('At most 2 decimals');
    expect(errorOf(input('EORI number'))).toMatch('two-letter country code');
    expect(errorOf(input('Default procedure'))).toBe('');
    expect(changes()).toEqual([]);
  });

  it('puts what the server refused at its field in Dutch, and says in Dutch when there is no connection', async () => {
    const user = userEvent.setup();
    let online = true;
    renderWithApp(<ClientForm readOnly={false} onDone={vi.fn()} />, {
      language: 'nl',
      routes: {
        'POST /api/clients': () => {
          if (!online) throw new TypeError('Failed to fetch');
          return problem(422, 'validation', 'Controleer de gegevens', {
            errors: [
              {
                path: '/country',
                message: 'ZZ is not a country code of the EU list CL008',
                keyword: 'country',
                params: { value: 'ZZ' },
              },
            ],
          });
        },
      },
    });
    await user.type(input(/^Code/), 'NEWCO');
    await user.type(input(/^Naam/), 'New Company');
    await user.type(input('Land'), 'ZZ');
    await user.click(screen.getByRole('button', { name: 'Klant aanmaken' }));
    await waitFor(() =>
      expect(errorOf(input('Land'))).toMatch('ZZ is geen landcode van de EU-lijst'),
    );
    online = false;
    await user.click(screen.getByRole('button', { name: 'Klant aanmaken' }));
    await screen.findByText('Geen verbinding');
    expect(screen.queryByText('No connection')).toBeNull();
  });

  it('reads a rate with a decimal comma or a decimal point', async () => {
    const { user, server } = setup(
      {},
      { 'POST /api/clients': () => json(201, { ...stored, code: 'NEWCO' }) },
    );
    await user.type(input(/^Code/), 'NEWCO');
    await user.type(input(/^Name/), 'New Company');
    await user.type(input('Air transport rate per kg'), '0,85');
    await user.type(input('Air transport minimum'), '1234.5');
    await user.click(screen.getByRole('button', { name: 'Create client' }));
    await waitFor(() => expect(server.to('POST /api/clients')).toHaveLength(1));
    expect(server.to('POST /api/clients')[0]?.json).toMatchObject({
      air_transport_rate_per_kg: 0.85,
      air_transport_minimum: 1234.5,
    });
  });

  it('asks what 1.234 means, in Dutch, and takes the answer', async () => {
    const user = userEvent.setup();
    renderWithApp(<ClientForm readOnly={false} onDone={vi.fn()} />, { language: 'nl' });
    const minimum = screen.getByRole('textbox', { name: 'Minimum luchtvracht' });
    await user.type(minimum, '1.234');
    await user.tab();
    expect(errorOf(minimum)).toMatch('1.234 betekent 1234 of 1,234?');
    await user.click(screen.getByRole('button', { name: '1,234' }));
    const chosen = screen.getByRole('textbox', { name: 'Minimum luchtvracht' });
    expect(chosen).toHaveValue('1,234');
    expect(errorOf(chosen)).toMatch('Hoogstens 2 decimalen');
  });

  it('writes an EORI as customs keeps it on leaving it, and says which check digits it needs, in French', async () => {
    const user = userEvent.setup();
    renderWithApp(<ClientForm readOnly={false} onDone={vi.fn()} />, { language: 'fr' });
    const eori = screen.getByRole('textbox', { name: 'Numéro EORI' });
    await user.type(eori, 'be 0403.000.111');
    await user.tab();
    expect(eori).toHaveValue('BE0403000111');
    expect(errorOf(eori)).toMatch(
      'BE0403000111 : les deux derniers chiffres d’un numéro d’entreprise belge sont un contrôle (modulo 97) et devraient être 58',
    );
    expect(screen.getByText('Identité')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Créer le client' })).toBeInTheDocument();
  });

  it('shows each limit of the schema as the empty field hint', () => {
    setup({});
    expect(input(/^City/)).toHaveAttribute('placeholder', 'max 35 characters');
    expect(input('Country')).toHaveAttribute('placeholder', 'BE');
    expect(input('Air transport minimum')).toHaveAttribute('placeholder', 'a number, 0 or more');
  });

  it('creates a customs client with the members given, rates as numbers', async () => {
    const { user, onDone, server } = setup(
      {},
      { 'POST /api/clients': () => json(201, { ...stored, code: 'NEWCO' }) },
    );
    await user.type(input(/^Code/), 'NEWCO');
    await user.type(input(/^Name/), 'New Company');
    await user.type(input('Country'), 'nl');
    expect(input('Country')).toHaveValue('NL');
    await user.type(input('Air transport rate per kg'), '1.25');
    await user.click(screen.getByRole('button', { name: 'Create client' }));
    await waitFor(() =>
      expect(onDone).toHaveBeenCalledWith(expect.objectContaining({ code: 'NEWCO' })),
    );
    const [post] = server.to('POST /api/clients');
    expect(post?.json).toEqual({
      code: 'NEWCO',
      name: 'New Company',
      country: 'NL',
      air_transport_rate_per_kg: 1.25,
    });
    expect(post?.headers.get('X-CSRF-Token')).toBe('csrf-token');
  });

  it('sends only what changed on an edit, null for a cleared member', async () => {
    const { user, server } = setup({ client: stored }, { 'PATCH /api/clients/ACME': () => stored });
    expect(screen.getByText('edited by hand')).toBeInTheDocument();
    expect(input(/^Code/)).toHaveAttribute('readonly');
    await user.clear(input(/^City/));
    await user.type(input(/^City/), 'Gent');
    await user.clear(input('Postcode'));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(server.to('PATCH /api/clients/ACME')).toHaveLength(1));
    expect(server.to('PATCH /api/clients/ACME')[0]?.json).toEqual({ postcode: null, city: 'Gent' });
  });

  it('does not draw the form again for every key typed', async () => {
    const { user, commits } = setup({ client: stored });
    const before = commits.count;
    await user.type(input(/^Name/), ' and Sons');
    // One for the field becoming changed; none for the nine keys themselves.
    expect(commits.count - before).toBeLessThanOrEqual(2);
  });

  it('puts the server refusal at the field it names', async () => {
    const { user, onDone } = setup(
      { client: stored },
      {
        'PATCH /api/clients/ACME': () =>
          problem(422, 'validation', 'The client is not valid', {
            errors: [{ path: '/country', message: 'XX is not a country of CL008' }],
          }),
      },
    );
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
    expect(
      screen.getByText('Only declarants and administrators may change clients.'),
    ).toBeInTheDocument();
  });
});
