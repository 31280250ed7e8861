import type { FilingProblem } from '../regimes/index.ts';

/** A filed message's notices as the history keeps them: converted amounts apart from the rest. */
export const noticesOf = (notices: readonly FilingProblem[]) => {
  const converted = notices.filter((notice) => notice.params?.euro !== undefined);
  const notCarried = notices.filter((notice) => notice.params?.euro === undefined);
  return {
    ...(notCarried.length > 0 ? { notCarried } : {}),
    ...(converted.length > 0 ? { converted } : {}),
  };
};
