import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json } from '../test/fake-fetch.ts';
import { renderWithApp } from '../test/render.tsx';
import { CodeLabel, OfficeLabel, useCodeText } from './code-label.tsx';

function Codes() {
  const codes = useCodeText();
  return (
    <ul>
      <li>{codes.transportMode(3)}</li>
      <li>{codes.natureOfTransaction('11')}</li>
      <li>{codes.natureOfTransaction('19')}</li>
      <li>{codes.country('DE')}</li>
      <li>{codes.regime('T2')}</li>
      <li>{codes.source('ServiceBusIngestion')}</li>
    </ul>
  );
}

const items = () => screen.getAllByRole('listitem').map((item) => item.textContent);

const reference = {
  'GET /api/reference/code-lists/CL017': () =>
    json(200, {
      list: 'CL017',
      entries: [
        { code: 'CT', description: 'Carton', validFrom: null },
        { code: 'PX', description: 'Pallet', validFrom: null },
      ],
    }),
  'GET /api/reference/offices': () =>
    json(200, [
      {
        id: 'BE101000',
        country: 'BE',
        names: { EN: 'ANTWERP', NL: 'ANTWERPEN', FR: 'ANVERS' },
        roles: ['DEP'],
        phone: null,
      },
    ]),
};

describe('codes with their meaning', () => {
  it('translates the short lists and names countries in Dutch', () => {
    renderWithApp(<Codes />, { language: 'nl' });
    expect(items()).toEqual([
      '3 – Weg',
      '11 – Koop of verkoop op vaste rekening',
      '19 – Eigendomsoverdracht tegen betaling',
      'DE – Duitsland',
      'T2 – Douanevervoer van Uniegoederen',
      'Wachtrij',
    ]);
  });

  it('translates them in French', () => {
    renderWithApp(<Codes />, { language: 'fr' });
    expect(items().slice(0, 4)).toEqual([
      '3 – Route',
      '11 – Achat ou vente ferme',
      '19 – Transfert de propriété contre paiement',
      'DE – Allemagne',
    ]);
  });

  it('shows an EU list code with its English text, and the code alone while the list loads', async () => {
    const { server } = renderWithApp(<CodeLabel list="CL017" code="CT" />, {
      language: 'nl',
      routes: reference,
    });
    expect(await screen.findByText('CT – Carton')).toBeInTheDocument();
    expect(server.to('GET /api/reference/code-lists/CL017')[0]?.url.search).toBe('?limit=5000');
  });

  it('names an office in the page language where the list has it', async () => {
    renderWithApp(<OfficeLabel id="BE101000" />, { language: 'fr', routes: reference });
    expect(await screen.findByText('BE101000 – ANVERS')).toBeInTheDocument();
  });
});
