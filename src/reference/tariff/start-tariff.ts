import type { ReferenceDeps } from '../reference-deps.ts';
import { resumeTariffImports } from './resume-imports.ts';
import { seedTariff, type SeedOutcome } from './seed-tariff.ts';

/**
 * What the service does for the tariff at every start, once its job engine is started: the CN 2026
 * seed when no Tarbel extraction was imported yet, and a job for any import a crash left unfinished.
 */
export const startTariff = async (
  deps: ReferenceDeps,
): Promise<{ readonly seed: SeedOutcome; readonly unfinishedImports: number }> => {
  const seed = await seedTariff(deps.db, deps.logger);
  const unfinishedImports = await resumeTariffImports(deps, { atStart: true });
  if (unfinishedImports > 0)
    deps.logger.info({ unfinishedImports }, 'tariff imports left unfinished are picked up again');
  return { seed, unfinishedImports };
};
