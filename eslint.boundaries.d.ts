import type { Linter } from 'eslint';

/** The module-boundary rules of eslint.boundaries.js, for the test that exercises them. */
declare const boundaries: Linter.Config[];
export default boundaries;
