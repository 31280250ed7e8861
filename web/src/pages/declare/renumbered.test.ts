import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import type { FilingProblem } from '../../api/declare-queries.ts';
import type { MessageId } from '../../i18n/messages/index.ts';
import { declare } from '../../i18n/messages/declare.ts';
import { renumberedLabel, renumberings } from './renumbered.ts';

const moved = (path: string, from: unknown, to: unknown): FilingProblem => ({
  element: 'x',
  path,
  message: `${String(from)} is filed as ${String(to)}`,
  params: { renumbered: { from, to } },
});

const sayIn = (language: 'en' | 'nl' | 'fr') => {
  const intl = createIntl({ locale: language, messages: declare[language] });
  return (id: MessageId, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
};

describe('the numbers the message gives anew', () => {
  const notices = [
    moved('/house_consignments/0/sequence_number', 17, 1),
    moved('/goods_items/2/declaration_goods_item_number', 30, 1),
    moved('/guarantees/0/sequence_number', 5, 1),
    moved('/goods_items/2/supporting_documents/0/sequence_number', 7, 1),
    moved('/transport_documents/1/sequence_number', 4, 2),
    // Not numbers: left out rather than shown wrong.
    moved('/guarantees/1/sequence_number', '5', 2),
    { element: 'y', path: '/transport/border_means_id', message: 'is not carried' },
  ];

  it('are the notices whose params carry a from and a to, nothing else', () => {
    expect(renumberings(notices).map((entry) => [entry.path, entry.from, entry.to])).toEqual([
      ['/house_consignments/0/sequence_number', 17, 1],
      ['/goods_items/2/declaration_goods_item_number', 30, 1],
      ['/guarantees/0/sequence_number', 5, 1],
      ['/goods_items/2/supporting_documents/0/sequence_number', 7, 1],
      ['/transport_documents/1/sequence_number', 4, 2],
    ]);
  });

  it('name each group as a declarant knows it, in the three languages', () => {
    const labels = (language: 'en' | 'nl' | 'fr') =>
      renumberings(notices).map((entry) => renumberedLabel(entry, sayIn(language)));
    expect(labels('en')).toEqual([
      'House consignment 17',
      'Goods item 30',
      'Guarantee 5',
      'Document 7 of line 3',
      'Document 4',
    ]);
    expect(labels('nl')[0]).toBe('Deelzending 17');
    expect(labels('fr')[3]).toBe('Document 7 de la ligne 3');
  });
});
