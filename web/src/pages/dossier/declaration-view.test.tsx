import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Declaration, GoodsItem } from '../../api/types.ts';
import { json } from '../../test/fake-fetch.ts';
import { renderWithApp } from '../../test/render.tsx';
import { DeclarationView } from './declaration-view.tsx';
import { GoodsItemsTable } from './goods-items-table.tsx';

const declaration = {
  declaration_type: 'T1',
  regime: 'T1',
  security_code: 0,
  shipment: {
    country_of_dispatch: 'DE',
    nature_of_transaction: '11',
    currency: 'EUR',
    total_invoice_amount: 4904.94,
  },
  transport: { mode_at_border: 3 },
  customs_offices: { departure: 'BE101000' },
  totals: { gross_mass: 1234.5678 },
} as unknown as Declaration;

const items = [
  {
    sequence_number: 1,
    description: 'Pipes',
    gross_mass: 1234.5,
    packages: [{ quantity: 12, type: 'CT' }],
  },
] as GoodsItem[];

const routes = {
  'GET /api/reference/code-lists/CL017': () =>
    json(200, { entries: [{ code: 'CT', description: 'Carton', validFrom: null }] }),
  'GET /api/reference/code-lists/CL231': () =>
    json(200, {
      entries: [
        {
          code: 'T1',
          description: 'Goods not having the customs status of Union goods',
          validFrom: null,
        },
      ],
    }),
  'GET /api/reference/offices': () =>
    json(200, [
      {
        id: 'BE101000',
        country: 'BE',
        names: { EN: 'ANTWERP', NL: 'ANTWERPEN' },
        roles: [],
        phone: null,
      },
    ]),
};

describe('the declaration as a declarant reads it', () => {
  it('in Dutch: field names, codes with their meaning, amounts and masses of nl-BE', async () => {
    renderWithApp(<DeclarationView declaration={declaration} />, { language: 'nl', routes });
    expect(screen.getByText('Aard van de transactie')).toBeInTheDocument();
    expect(screen.getByText('11 – Koop of verkoop op vaste rekening')).toBeInTheDocument();
    expect(screen.getByText('3 – Weg')).toBeInTheDocument();
    expect(screen.getByText('DE – Duitsland')).toBeInTheDocument();
    expect(screen.getByText('EUR 4.904,94')).toBeInTheDocument();
    expect(screen.getByText('1.234,568 kg')).toBeInTheDocument();
    expect(await screen.findByText('BE101000 – ANTWERPEN')).toBeInTheDocument();
  });

  it('in French: amounts of fr-BE, packages with the text of CL017', async () => {
    renderWithApp(<DeclarationView declaration={declaration} />, { language: 'fr', routes });
    expect(screen.getByText('Nature de la transaction')).toBeInTheDocument();
    expect(screen.getByText('4 904,94 EUR')).toBeInTheDocument();
    expect(screen.getByText('3 – Route')).toBeInTheDocument();
    // Short lists met on every transit, translated rather than the EU list's English.
    expect(screen.getByText('T1 – Transit de marchandises non Union')).toBeInTheDocument();
    expect(screen.getByText('0 – Pas de données de sûreté et de sécurité')).toBeInTheDocument();
    // No French name in the list: the English one.
    expect(await screen.findByText('BE101000 – ANTWERP')).toBeInTheDocument();
    renderWithApp(<GoodsItemsTable items={items} />, { language: 'fr', routes });
    expect(await screen.findByText('12 CT – Carton')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Masse brute' })).toBeInTheDocument();
  });
});
