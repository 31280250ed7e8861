import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DossierDetail } from '../../api/types.ts';
import { renderWithApp } from '../../test/render.tsx';
import { DossierHeader } from './dossier-header.tsx';

const dossier = {
  uuid: 'd-1',
  ucr: 'HBL-ANR-2611-0042',
  regime: 'T2',
  status: 'Submitted',
  source: 'ServiceBusIngestion',
  requiresReview: false,
  autoDispatch: 'dispatched',
  partnerDisplay: 'tms-scheldt',
  containerNumber: null,
  client: null,
  lrn: null,
  createdBy: null,
  createdAt: new Date(Date.now() - 3 * 86_400_000).toISOString(),
  updatedAt: '2026-11-20T08:00:00Z',
  filed: { environment: 'Pr', messageId: 'm-1', messageType: 'CC015C', status: 'Sent' },
  documents: [],
  declaration: null,
} as unknown as DossierDetail;

describe("a dossier's header", () => {
  it('says in French where the dossier stands, how old it is and what became of its filing', () => {
    renderWithApp(<DossierHeader dossier={dossier} />, { language: 'fr' });
    expect(screen.getByText('T2 – Transit de marchandises de l’Union')).toBeInTheDocument();
    expect(screen.getByText('Déposé')).toBeInTheDocument();
    expect(screen.getByText('File d’attente')).toBeInTheDocument();
    expect(screen.getByText('aucun')).toBeInTheDocument();
    expect(screen.getByText(/\(il y a 3 jours\)$/)).toBeInTheDocument();
    expect(screen.getByText('envoyé automatiquement')).toBeInTheDocument();
    expect(screen.getByText('CC015C vers Pr, envoyé')).toBeInTheDocument();
    expect(screen.getByText('20/11/2026 09:00')).toBeInTheDocument();
  });

  it('in Dutch', () => {
    renderWithApp(<DossierHeader dossier={{ ...dossier, status: 'Queued' }} />, { language: 'nl' });
    expect(screen.getByText('In wachtrij')).toBeInTheDocument();
    expect(screen.getByText('Wacht op extractie')).toBeInTheDocument();
    expect(screen.getByText(/\(3 dagen geleden\)$/)).toBeInTheDocument();
  });
});
