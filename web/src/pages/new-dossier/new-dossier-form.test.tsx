import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Client, CreatedDossier } from '../../api/types.ts';
import { page } from '../../test/fake-fetch.ts';
import { FakeXhr, sentUpload } from '../../test/fake-xhr.ts';
import { renderWithApp } from '../../test/render.tsx';
import { NewDossierForm } from './new-dossier-form.tsx';

const pdf = (name: string, size?: number) => {
  const file = new File(['%PDF-1.7 test'], name, { type: 'application/pdf' });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
};

const client = (code: string, name: string): Client => ({
  code,
  name,
  identification_number: null,
  street_and_number: null,
  postcode: null,
  city: null,
  country: null,
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
  created_at: '2026-01-01T00:00:00Z',
  created_by: 'x',
  updated_at: '2026-01-01T00:00:00Z',
  updated_by: 'x',
});

const setup = () => {
  const onCreated = vi.fn<(created: CreatedDossier) => void>();
  // applyAccept off: a user can pick "All files" in the dialog or drop any file on the slot.
  const user = userEvent.setup({ applyAccept: false });
  const { server } = renderWithApp(<NewDossierForm onCreated={onCreated} />, {
    routes: { 'GET /api/clients': () => page([client('ACME', 'Acme Logistics NV')]) },
  });
  /** Whether the form sent anything (the upload goes through XMLHttpRequest). */
  const uploaded = () => FakeXhr.last !== null;
  return { user, onCreated, server, uploaded };
};

/** The multipart body the form sent. */
const sentBody = async () => (await sentUpload()).body as FormData;

/** The message a field shows under it: the element its input names in aria-describedby. */
const errorOf = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

const chooseNewClient = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(screen.getByRole('radio', { name: 'New client' }));
};

describe('the new dossier form', () => {
  it('sends nothing without a client and a file, and says what is missing', async () => {
    const { user, uploaded } = setup();
    await user.click(screen.getByRole('button', { name: 'Create dossier' }));
    expect(await screen.findByText('Choose a client, or create a new one')).toBeInTheDocument();
    expect(screen.getByText('Add at least one file')).toBeInTheDocument();
    expect(uploaded()).toBe(false);
  });

  it("checks a new client and the references against the server's schemas before sending", async () => {
    const { user, uploaded } = setup();
    await chooseNewClient(user);
    await user.type(screen.getByLabelText(/^Code/), 'NEWCO');
    await user.type(screen.getByLabelText(/^Name/), 'New Company');
    await user.click(screen.getByLabelText('City'));
    await user.paste('A'.repeat(36));
    await user.type(screen.getByLabelText('Country'), 'B3');
    await user.click(screen.getByLabelText(/^UCR \/ LRN/));
    await user.paste('U'.repeat(36));
    await user.type(screen.getByLabelText('Container number'), 'MSCU1234565');
    await user.upload(screen.getByLabelText('Invoice file'), pdf('invoice.pdf'));
    await user.click(screen.getByRole('button', { name: 'Create dossier' }));
    expect(errorOf(screen.getByLabelText('City'))).toMatch('At most 35 characters (now 36)');
    expect(errorOf(screen.getByLabelText('Country'))).toMatch('two-letter country code');
    expect(errorOf(screen.getByLabelText(/^UCR \/ LRN/))).toMatch('At most 35 characters (now 36)');
    expect(errorOf(screen.getByLabelText('Container number'))).toMatch(
      'MSCU1234565: the last digit of a container number is a check digit (ISO 6346) and should be 6',
    );
    expect(screen.getByLabelText('City')).toHaveAttribute('placeholder', 'max 35 characters');
    expect(uploaded()).toBe(false);
  });

  it('refuses a file of the wrong type or over 50 MB at its slot', async () => {
    const { user } = setup();
    await user.upload(
      screen.getByLabelText('Invoice file'),
      new File(['x'], 'scan.png', { type: 'image/png' }),
    );
    expect(
      within(screen.getByTestId('invoice-slot').parentElement!).getByText(/scan\.png is not a PDF/),
    ).toBeInTheDocument();
    await user.upload(screen.getByLabelText('Packing list file'), pdf('packing.pdf', 52_428_801));
    expect(
      within(screen.getByTestId('packingList-slot').parentElement!).getByText(/at most 50 MB/),
    ).toBeInTheDocument();
  });

  it('takes a file dropped on its slot', async () => {
    setup();
    const slot = screen.getByTestId('spreadsheet-slot');
    fireEvent.dragOver(slot, { dataTransfer: { files: [] } });
    fireEvent.drop(slot, { dataTransfer: { files: [new File(['a;b'], 'lines.xlsx')] } });
    expect(await within(slot).findByText('lines.xlsx')).toBeInTheDocument();
    expect(within(slot).getByRole('button', { name: 'Remove spreadsheet' })).toBeInTheDocument();
  });

  it('uploads regime, the new client, references and files as multipart, then opens the dossier', async () => {
    const { user, onCreated } = setup();
    await user.click(screen.getByRole('radio', { name: 'EX · Export' }));
    await chooseNewClient(user);
    await user.type(screen.getByLabelText(/^Code/), 'NEWCO');
    await user.type(screen.getByLabelText(/^Name/), 'New Company');
    await user.type(screen.getByLabelText('Country'), 'be');
    expect(screen.getByLabelText('Country')).toHaveValue('BE');
    await user.type(screen.getByLabelText(/^UCR \/ LRN/), 'BE-UCR-001');
    await user.type(screen.getByLabelText('Container number'), 'mscu 123456-6');
    const invoice = pdf('invoice.pdf');
    await user.upload(screen.getByLabelText('Invoice file'), invoice);
    await user.click(screen.getByRole('button', { name: 'Create dossier' }));

    const xhr = await sentUpload();
    const body = xhr.body as FormData;
    expect([xhr.method, xhr.url, xhr.headers['X-CSRF-Token']]).toEqual([
      'POST',
      '/api/dossiers',
      'csrf-token',
    ]);
    expect(body.get('regime')).toBe('EX');
    expect(JSON.parse(body.get('newClient') as string)).toEqual({
      code: 'NEWCO',
      name: 'New Company',
      country: 'BE',
    });
    expect(body.get('clientCode')).toBeNull();
    expect(body.get('ucr')).toBe('BE-UCR-001');
    expect(body.get('containerNumber')).toBe('MSCU1234566');
    expect((body.get('invoice') as File).name).toBe('invoice.pdf');
    expect(body.get('packingList')).toBeNull();

    xhr.progress(40, 100);
    expect(await screen.findByText('Uploading… 40%')).toBeInTheDocument();
    xhr.answer(201, { uuid: 'u-1', ucr: 'BE-UCR-001', status: 'Queued' });
    await waitFor(() =>
      expect(onCreated).toHaveBeenCalledWith({ uuid: 'u-1', ucr: 'BE-UCR-001', status: 'Queued' }),
    );
  });

  it('sends the chosen customs client by code', async () => {
    const { user, server } = setup();
    await user.type(screen.getByPlaceholderText('Search by code, name or EORI'), 'acm');
    await waitFor(() =>
      expect(server.to('GET /api/clients').at(-1)?.path).toMatch(
        /^\/api\/clients\?customs=true&q=acm&sort=name/,
      ),
    );
    await user.click(await screen.findByRole('option', { name: 'ACME · Acme Logistics NV' }));
    await user.upload(screen.getByLabelText('Spreadsheet file'), new File(['a;b'], 'lines.csv'));
    await user.click(screen.getByRole('button', { name: 'Create dossier' }));
    const body = await sentBody();
    expect(body.get('clientCode')).toBe('ACME');
    expect(body.get('newClient')).toBeNull();
    expect((body.get('spreadsheet') as File).name).toBe('lines.csv');
  });

  it('shows the server refusal at the fields it names', async () => {
    const { user, onCreated } = setup();
    await chooseNewClient(user);
    await user.type(screen.getByLabelText(/^Code/), 'NEWCO');
    await user.type(screen.getByLabelText(/^Name/), 'New Company');
    await user.upload(screen.getByLabelText('Invoice file'), pdf('invoice.pdf'));
    await user.click(screen.getByRole('button', { name: 'Create dossier' }));
    (await sentUpload()).answer(422, {
      type: '/problems/validation',
      title: 'The dossier was not created',
      status: 422,
      detail: '2 faults',
      errors: [
        {
          path: '/newClient/code',
          message: 'a code of 1 to 50 characters without leading or trailing spaces',
        },
        { path: '/invoice', message: 'invoice is a PNG image, not a PDF' },
      ],
    });

    expect(await screen.findByText('The dossier was not created')).toBeInTheDocument();
    expect(errorOf(screen.getByLabelText(/^Code/))).toMatch('without leading or trailing spaces');
    expect(
      within(screen.getByTestId('invoice-slot').parentElement!).getByText(
        'invoice is a PNG image, not a PDF',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create dossier' })).toBeEnabled();
    expect(onCreated).not.toHaveBeenCalled();
  });
});
