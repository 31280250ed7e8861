import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../test/render.tsx';
import { HistoryTable } from './history-table.tsx';

describe("a dossier's history", () => {
  it('says in Dutch who corrected which value from what to what', async () => {
    renderWithApp(<HistoryTable dossierId="d-1" updatedAt="2026-11-26T10:00:00Z" />, {
      language: 'nl',
      routes: {
        'GET /api/declarations/d-1/history': () => [
          {
            at: '2026-11-26T09:00:00Z',
            actor: 'system',
            action: 'dossier.created',
            from: null,
            to: 'Review',
            reason: null,
          },
          {
            at: '2026-11-26T10:00:00Z',
            actor: 'Sam Super',
            action: 'dossier.corrected',
            from: null,
            to: null,
            reason: null,
            changes: [
              { path: '/parties/consignor/eori', from: 'BE0403000111', to: 'BE0403000158' },
              { path: '/goods_items/0/gross_mass', from: 1234.5, to: 1236 },
              { path: '/shipment/incoterm', to: 'FOB' },
            ],
          },
        ],
      },
    });
    expect(await screen.findByText('Waarden verbeterd')).toBeInTheDocument();
    expect(screen.getByText('de dienst')).toBeInTheDocument();
    expect(screen.getByText('Afzender · EORI: BE0403000111 → BE0403000158')).toBeInTheDocument();
    expect(screen.getByText('Goederenartikel 1 · Brutomassa: 1.234,5 → 1.236')).toBeInTheDocument();
    expect(screen.getByText('Incoterm: (leeg) → FOB')).toBeInTheDocument();
  });
});
