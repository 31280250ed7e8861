import { commonFields, firstContainer, type RegimeAdapter } from '../regime-adapter.ts';

/** EX: CC515C export declaration. */
export const exportAdapter: RegimeAdapter = {
  regimes: ['EX'],
  customsDeclaration: commonFields,
  containerNumber: firstContainer,
};
