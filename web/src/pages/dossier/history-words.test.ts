import { describe, expect, it } from 'vitest';
import { faultWordsFor } from '../../api/field-faults.ts';
import { actorText, reasonText } from './history-words.ts';

// The reasons as src/extraction/job writes them for a failed extraction.
const TIMED_OUT =
  'The extraction ran out of time: an attempt may take 600 s (Processing:ExtractionTimeoutSeconds)';
const STOPPED =
  'The extraction stopped without finishing: its last attempt ran out of time or its worker stopped. Read the documents again.';
const UNREADABLE =
  'No document could be read: factuur.pdf: the PDF is encrypted; paklijst.xlsx: nothing read';

describe('the history of a dossier, in the page’s language', () => {
  const fr = faultWordsFor('fr').t;
  const nl = faultWordsFor('nl').t;
  it('says the service’s own reasons in French and Dutch, naming the files', () => {
    expect(reasonText(TIMED_OUT, fr)).toBe(
      'L’extraction a manqué de temps (au plus 600 s par tentative). Relisez les documents.',
    );
    expect(reasonText(STOPPED, nl)).toBe(
      'De extractie stopte voor ze klaar was. Lees de documenten opnieuw.',
    );
    expect(reasonText(UNREADABLE, nl)).toBe(
      'Geen enkel document kon gelezen worden: factuur.pdf, paklijst.xlsx',
    );
  });

  it('keeps what a person typed, and names the service itself', () => {
    expect(reasonText('Klant belde: verkeerde factuur', fr)).toBe('Klant belde: verkeerde factuur');
    expect(actorText('system', nl)).toBe('de dienst');
    expect(actorText('dana@example.test', nl)).toBe('dana@example.test');
  });
});
