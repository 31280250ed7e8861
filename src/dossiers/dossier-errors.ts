import { DomainError, type Complaint } from '../errors/index.ts';

/** A dossier that does not exist, or that the caller may not see: the same 404 either way. */
export const dossierNotFound = (id: string) =>
  new DomainError('not-found', 'dossier-not-found', `No dossier has id ${id}`);

/** A change made from a revision the dossier is no longer at (If-Match): 412, nothing written. */
export const dossierChanged = (
  base: number,
  now: number,
  then: string,
  complaints: readonly Complaint[] = [],
) =>
  new DomainError(
    'stale',
    'dossier-changed',
    `The dossier was saved since revision ${base} (it is at ${now}); ${then}`,
    complaints,
  );
