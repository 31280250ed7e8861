/** The states before and after the present one, newest nearest to it. */
export interface EditHistory<S> {
  readonly past: readonly S[];
  readonly present: S;
  readonly future: readonly S[];
}

export const startHistory = <S>(present: S): EditHistory<S> => ({ present, past: [], future: [] });

/**
 * The history with `next` as its present; what was undone cannot be redone after it. The oldest
 * states past `limit` are dropped, so that a long session does not keep every keystroke.
 */
export const record = <S>(history: EditHistory<S>, next: S, limit = 200): EditHistory<S> => {
  if (next === history.present) return history;
  const past = [...history.past, history.present];
  return { past: past.slice(Math.max(0, past.length - limit)), present: next, future: [] };
};

export const canUndo = <S>(history: EditHistory<S>): boolean => history.past.length > 0;

export const canRedo = <S>(history: EditHistory<S>): boolean => history.future.length > 0;

export const undo = <S>(history: EditHistory<S>): EditHistory<S> => {
  if (!canUndo(history)) return history;
  return {
    past: history.past.slice(0, -1),
    present: history.past[history.past.length - 1]!,
    future: [history.present, ...history.future],
  };
};

export const redo = <S>(history: EditHistory<S>): EditHistory<S> => {
  if (!canRedo(history)) return history;
  return {
    past: [...history.past, history.present],
    present: history.future[0]!,
    future: history.future.slice(1),
  };
};
