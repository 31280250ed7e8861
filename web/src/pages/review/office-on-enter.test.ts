import { describe, expect, it } from 'vitest';
import { officeOnEnter } from './office-on-enter.ts';

describe('the office Enter takes when none is highlighted', () => {
  it('takes the office typed in full, in any case', () => {
    expect(officeOnEnter('be101000', 'BE10', ['BE100000', 'BE101000'])).toBe('BE101000');
  });

  it('takes the first office offered for exactly what is typed', () => {
    expect(officeOnEnter('BE1010', 'BE1010', ['BE101000', 'BE101010'])).toBe('BE101000');
  });

  it('takes nothing from offers for an older text, or that do not start with it', () => {
    // "BE10" answered, "BE101000" typed since: BE100000 was never what the declarant meant.
    expect(officeOnEnter('BE1010', 'BE10', ['BE100000', 'BE101000'])).toBeUndefined();
    expect(officeOnEnter('antwerpen', 'antwerpen', ['BE101000'])).toBeUndefined();
    expect(officeOnEnter('  ', '  ', ['BE101000'])).toBeUndefined();
    expect(officeOnEnter('BE1010', 'BE1010', [])).toBeUndefined();
  });
});
