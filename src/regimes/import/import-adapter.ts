import { commonFields, firstContainer, type RegimeAdapter } from '../regime-adapter.ts';

/** IM: IE415B, H1B standard import (procedure 40) or H2B customs warehouse (regime H2, procedure 71). */
export const importAdapter: RegimeAdapter = {
  regimes: ['IM'],
  customsDeclaration: (declaration) => ({
    ...commonFields(declaration),
    useH2b: declaration.regime === 'H2',
  }),
  containerNumber: firstContainer,
};
