import type { Renumbered } from '../dossiers/index.ts';
import type { FilingProblem } from '../regimes/index.ts';

const renumberedOf = (notice: FilingProblem): Renumbered | undefined => {
  const moved = notice.params?.renumbered as { from?: unknown; to?: unknown } | undefined;
  if (typeof moved?.from !== 'number' || typeof moved.to !== 'number') return undefined;
  return { path: notice.path, element: notice.element, from: moved.from, to: moved.to };
};

/**
 * A filed message's notices as the history keeps them: converted amounts, the numbers the
 * message gave in place of the dossier's (the mapping a declarant answers customs with) and the
 * costs added up per code, each apart from the values the message had no place for.
 */
export const noticesOf = (notices: readonly FilingProblem[]) => {
  const converted = notices.filter((notice) => notice.params?.euro !== undefined);
  const renumbered = notices.flatMap((notice) => renumberedOf(notice) ?? []);
  // Costs declared as one amount per DE 4/9 code (decision 0039): carried, added up.
  const combined = notices.filter(
    (notice) => notice.params?.euro === undefined && Array.isArray(notice.params?.costs),
  );
  const notCarried = notices.filter(
    (notice) =>
      notice.params?.euro === undefined &&
      notice.params?.renumbered === undefined &&
      !Array.isArray(notice.params?.costs),
  );
  return {
    ...(notCarried.length > 0 ? { notCarried } : {}),
    ...(converted.length > 0 ? { converted } : {}),
    ...(renumbered.length > 0 ? { renumbered } : {}),
    ...(combined.length > 0 ? { combined } : {}),
  };
};
