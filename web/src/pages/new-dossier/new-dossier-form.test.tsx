import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../app/api-error.ts';
import type { Client } from '../../app/api-types.ts';
import { fakeApi, renderWithApp } from '../../test/render.tsx';
import { NewDossierForm, type CreatedDossier, type SubmitDossier } from './new-dossier-form.tsx';

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

const setup = (submit: SubmitDossier = vi.fn(), getPage = vi.fn()) => {
  const onCreated = vi.fn<(created: CreatedDossier) => void>();
  // applyAccept off: a user can pick "All files" in the dialog or drop any file on the slot.
  const user = userEvent.setup({ applyAccept: false });
  const api = fakeApi({
    getPage: getPage.mockResolvedValue({ items: [client('ACME', 'Acme Logistics NV')], total: 1 }),
  });
  renderWithApp(<NewDossierForm submit={submit} onCreated={onCreated} />, api);
  return { user, onCreated, getPage };
};

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
    const submit = vi.fn<SubmitDossier>();
    const { user } = setup(submit);
    await user.click(screen.getByRole('button', { name: 'Create dossier' }));
    expect(await screen.findByText('Choose a client, or create a new one')).toBeInTheDocument();
    expect(screen.getByText('Add at least one file')).toBeInTheDocument();
    expect(submit).not.toHaveBeenCalled();
  });

  it('checks a new client against the SPEC limits before sending', async () => {
    const submit = vi.fn<SubmitDossier>();
    const { user } = setup(submit);
    await chooseNewClient(user);
    await user.type(screen.getByLabelText(/^Code/), 'NEWCO');
    await user.type(screen.getByLabelText(/^Name/), 'New Company');
    await user.click(screen.getByLabelText('City'));
    await user.paste('A'.repeat(36));
    await user.type(screen.getByLabelText('Country'), 'B3');
    await user.upload(screen.getByLabelText('Invoice file'), pdf('invoice.pdf'));
    await user.click(screen.getByRole('button', { name: 'Create dossier' }));
    expect(errorOf(screen.getByLabelText('City'))).toMatch('At most 35 characters (now 36)');
    expect(errorOf(screen.getByLabelText('Country'))).toMatch('Two capital letters');
    expect(submit).not.toHaveBeenCalled();
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
      within(screen.getByTestId('packingList-slot').parentElement!).getByText(/at most 50\.0 MB/),
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
    let report: ((fraction: number) => void) | undefined;
    let finish: ((created: CreatedDossier) => void) | undefined;
    const submit = vi.fn<SubmitDossier>((_body, onProgress) => {
      report = onProgress;
      return new Promise((resolve) => (finish = resolve));
    });
    const { user, onCreated } = setup(submit);
    await user.click(screen.getByRole('radio', { name: 'EX · Export' }));
    await chooseNewClient(user);
    await user.type(screen.getByLabelText(/^Code/), 'NEWCO');
    await user.type(screen.getByLabelText(/^Name/), 'New Company');
    await user.type(screen.getByLabelText('Country'), 'be');
    await user.type(screen.getByLabelText('UCR / LRN'), 'BE-UCR-001');
    await user.type(screen.getByLabelText('Container number'), 'mscu1234565');
    const invoice = pdf('invoice.pdf');
    await user.upload(screen.getByLabelText('Invoice file'), invoice);
    await user.click(screen.getByRole('button', { name: 'Create dossier' }));

    await waitFor(() => expect(submit).toHaveBeenCalledOnce());
    const body = submit.mock.calls[0]![0];
    expect(body.get('regime')).toBe('EX');
    expect(JSON.parse(body.get('newClient') as string)).toEqual({
      code: 'NEWCO',
      name: 'New Company',
      country: 'BE',
    });
    expect(body.get('clientCode')).toBeNull();
    expect(body.get('ucr')).toBe('BE-UCR-001');
    expect(body.get('containerNumber')).toBe('MSCU1234565');
    expect((body.get('invoice') as File).name).toBe('invoice.pdf');
    expect(body.get('packingList')).toBeNull();

    report?.(0.4);
    expect(await screen.findByText('Uploading… 40%')).toBeInTheDocument();
    finish?.({ uuid: 'u-1', ucr: 'BE-UCR-001', status: 'Queued' });
    await waitFor(() =>
      expect(onCreated).toHaveBeenCalledWith({ uuid: 'u-1', ucr: 'BE-UCR-001', status: 'Queued' }),
    );
  });

  it('sends the chosen customs client by code', async () => {
    const submit = vi
      .fn<SubmitDossier>()
      .mockResolvedValue({ uuid: 'u', ucr: 'U', status: 'Queued' });
    const { user, getPage } = setup(submit);
    await user.type(screen.getByPlaceholderText('Search by code, name or EORI'), 'acm');
    await waitFor(() =>
      expect(getPage).toHaveBeenCalledWith(
        expect.stringMatching(/^\/api\/clients\?customs=true&q=acm/),
        expect.anything(),
      ),
    );
    await user.click(await screen.findByRole('option', { name: 'ACME · Acme Logistics NV' }));
    await user.upload(screen.getByLabelText('Spreadsheet file'), new File(['a;b'], 'lines.csv'));
    await user.click(screen.getByRole('button', { name: 'Create dossier' }));
    await waitFor(() => expect(submit).toHaveBeenCalledOnce());
    const body = submit.mock.calls[0]![0];
    expect(body.get('clientCode')).toBe('ACME');
    expect(body.get('newClient')).toBeNull();
    expect((body.get('spreadsheet') as File).name).toBe('lines.csv');
  });

  it('shows the server refusal at the fields it names', async () => {
    const submit = vi.fn<SubmitDossier>().mockRejectedValue(
      new ApiError({
        status: 422,
        type: '/problems/validation',
        title: 'The dossier was not created',
        detail: '2 faults',
        errors: [
          {
            path: '/newClient/code',
            message: 'a code of 1 to 50 characters without leading or trailing spaces',
          },
          { path: '/invoice', message: 'invoice is a PNG image, not a PDF' },
        ],
      }),
    );
    const { user, onCreated } = setup(submit);
    await chooseNewClient(user);
    await user.type(screen.getByLabelText(/^Code/), 'NEWCO');
    await user.type(screen.getByLabelText(/^Name/), 'New Company');
    await user.upload(screen.getByLabelText('Invoice file'), pdf('invoice.pdf'));
    await user.click(screen.getByRole('button', { name: 'Create dossier' }));

    expect(await screen.findByText('The dossier was not created')).toBeInTheDocument();
    expect(errorOf(screen.getByLabelText(/^Code/))).toMatch('without leading or trailing spaces');
    expect(
      within(screen.getByTestId('invoice-slot').parentElement!).getByText(
        'invoice is a PNG image, not a PDF',
      ),
    ).toBeInTheDocument();
    expect(onCreated).not.toHaveBeenCalled();
  });
});
