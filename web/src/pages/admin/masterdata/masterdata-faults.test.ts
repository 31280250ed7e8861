import { describe, expect, it } from 'vitest';
import { faultWordsFor } from '../../../api/field-faults.ts';
import { masterdataFault } from './masterdata-faults.ts';

describe('the lists’ refusals in the page’s language', () => {
  it('words each of the server’s own keywords, never its English message', () => {
    const nl = faultWordsFor('nl');
    const fr = faultWordsFor('fr');
    const word = (
      words: typeof nl,
      path: string,
      keyword: string,
      params: Record<string, unknown> = {},
    ) => masterdataFault({ path, message: 'English from the server', keyword, params }, words);
    expect(word(nl, '/name', 'taken')).toBe('Al gebruikt door een andere regel');
    expect(word(fr, '/role_claim', 'reserved-role', { value: 'Admins' })).toBe(
      'Admins est un rôle de ce service, pas une équipe : choisissez le rôle propre de l’équipe',
    );
    expect(word(nl, '/type_of_location', 'code-list', { value: 'Q', list: 'CL347' })).toBe(
      'Q is geen code van CL347',
    );
    expect(word(nl, '/code', 'pattern')).toMatch(/^Hoofdletters/);
    expect(word(fr, '/main_color', 'colour')).toBe('Une couleur comme #1d4ed8');
    // A JSON Schema keyword goes to the app's common wording.
    expect(word(nl, '/name', 'required')).toBe('Verplicht');
    expect(
      word(nl, '/un_locode', 'identifier', { kind: 'unlocode', fault: 'unknown', value: 'BEXXX' }),
    ).toMatch(/BEXXX/);
  });
});
