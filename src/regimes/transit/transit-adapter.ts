import { commonFields, firstContainer, type RegimeAdapter } from '../regime-adapter.ts';

/** T1/T2: CC015C transit declaration, T2 groupage with the sender's house consignment sequences. */
export const transitAdapter: RegimeAdapter = {
  regimes: ['T1', 'T2'],
  customsDeclaration: commonFields,
  containerNumber: firstContainer,
};
