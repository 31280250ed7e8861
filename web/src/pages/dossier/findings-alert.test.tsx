import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DossierDetail } from '../../api/types.ts';
import { faultWordsFor } from '../../api/field-faults.ts';
import { renderWithApp } from '../../test/render.tsx';
import { dispatchText } from './dispatch-text.ts';
import { FindingsAlert } from './findings-alert.tsx';

// Findings as ingestion stores them (src/ingestion/identifier-findings.ts): the English sentence
// for partners and logs, the fault for the page.
const findings: DossierDetail['findings'] = [
  {
    code: 'ALL-EORI',
    severity: 'error',
    path: '/parties/consignor/eori',
    message: 'BE0403000111: the last two digits … should be 58',
    params: { kind: 'eori', fault: 'check', value: 'BE0403000111', expected: '58' },
  },
  {
    code: 'ALL-CONTAINER-NUMBER',
    severity: 'error',
    path: '/goods_items/1/containers/0/container_number',
    message: 'MSKU7654321: … should be 8',
    params: { kind: 'container-number', fault: 'check', value: 'MSKU7654321', expected: '8' },
  },
  {
    code: 'ALL-CUSTOMS-OFFICE',
    severity: 'error',
    path: '/customs_offices/departure',
    message: 'BE212000 is a customs office without the role DEP',
    params: { kind: 'office-code', fault: 'role', value: 'BE212000', expected: 'DEP' },
  },
  {
    code: 'ALL-EORI',
    severity: 'error',
    path: 'settings:declarations:declarant_eori',
    message: 'an older finding, stored before findings kept their fault',
  },
];

describe("a partner's values customs would refuse, on the dossier page", () => {
  it('names each at its field in French, with its check digits and the rule', () => {
    renderWithApp(<FindingsAlert findings={findings} />, { language: 'fr' });
    expect(screen.getByText('4 valeurs que la douane refuserait')).toBeInTheDocument();
    const items = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(items[0]).toBe(
      'Expéditeur · EORI: BE0403000111 : les deux derniers chiffres d’un numéro d’entreprise belge sont un contrôle (modulo 97) et devraient être 58 (ALL-EORI)',
    );
    expect(items[1]).toMatch(/^Article 2 · conteneur 1: MSKU7654321 : .* devrait être 8 /);
    expect(items[2]).toMatch(/^Bureau de départ: BE212000 n’est pas un bureau de départ /);
    // A finding without its fault keeps the server's sentence rather than guess.
    expect(items[3]).toMatch(/^Paramètre de l’entreprise declarations:declarant_eori: an older/);
  });

  it('says nothing when there is nothing to say', () => {
    renderWithApp(<FindingsAlert findings={[]} />, { language: 'nl' });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText(/douane zou weigeren/)).toBeNull();
  });
});

describe('the automatic dispatch, in the page’s language', () => {
  const t = faultWordsFor('nl').t;
  it('words each kind of refusal the filing gives, never in English', () => {
    expect(dispatchText('dispatched', t)).toBe('automatisch verzonden');
    expect(
      dispatchText(
        'refused: filing is not configured: Filing:NctsSchemaFolder (/nowhere does not exist)',
        t,
      ),
    ).toBe('geweigerd: het indienen is niet ingesteld (Filing:NctsSchemaFolder)');
    expect(dispatchText('refused: no ServiceBus:Descartes:Pr block is configured', t)).toBe(
      'geweigerd: er is geen uitgaande omgeving Pr ingesteld',
    );
    expect(
      dispatchText('refused: the declaration is not complete: /ucr is required and 4 more', t),
    ).toMatch(/^geweigerd: de aangifte is niet volledig/);
    expect(dispatchText('not requested', t)).toBe('');
  });
});
