import { useDebouncedValue, useLocalStorage } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ApiError } from '../../api/api-error.ts';
import { queryKeys } from '../../api/query-keys.ts';
import { useCheckDeclaration, useSaveDeclaration } from '../../api/review-queries.ts';
import type { Declaration } from '../../api/types.ts';
import { draftOf, type Draft } from './draft.ts';
import {
  canRedo,
  canUndo,
  record,
  redo,
  startHistory,
  undo,
  type EditHistory,
} from './grid/edit-history.ts';
import type { ReviewFinding } from './reading.ts';

export type SaveState =
  | { readonly kind: 'saved' }
  | { readonly kind: 'unsaved' }
  | { readonly kind: 'saving' }
  | { readonly kind: 'failed'; readonly error: unknown }
  | { readonly kind: 'stale'; readonly error: ApiError };

const AUTOSAVE_AFTER = 1_500;
const CHECK_AFTER = 400;

/**
 * The page's draft of the declaration (issue 27): every edit one undo step; saved whole against
 * the revision it was made from, by the declarant's button or as they go; refused when someone
 * saved since (never written over); checked by the service as it changes.
 */
export function useReviewDraft(input: {
  readonly dossierId: string;
  readonly declaration: Declaration;
  readonly revision: number;
  readonly readLines: number;
  readonly editable: boolean;
}) {
  const queryClient = useQueryClient();
  const saveMutation = useSaveDeclaration(input.dossierId);
  const check = useCheckDeclaration(input.dossierId);
  const [history, setHistory] = useState<EditHistory<Draft>>(() =>
    startHistory(draftOf(input.declaration, input.readLines)),
  );
  const [revision, setRevision] = useState(input.revision);
  const [saved, setSaved] = useState<Declaration>(input.declaration);
  const [state, setState] = useState<SaveState>({ kind: 'saved' });
  const [autosave, setAutosave] = useLocalStorage({ key: 'review.autosave', defaultValue: true });
  const [checked, setChecked] = useState<ReviewFinding[] | undefined>(undefined);
  const [checking, setChecking] = useState(false);

  const draft = history.present;
  const dirty = draft.declaration !== saved;

  const change = useCallback((next: Draft) => {
    setHistory((current) => record(current, next));
  }, []);
  const update = useCallback((edit: (draft: Draft) => Draft) => {
    setHistory((current) => record(current, edit(current.present)));
  }, []);

  const saving = useRef(false);
  /** Saves the draft; the revision it is saved as, or undefined when it was not. */
  const save = useCallback(async (): Promise<number | undefined> => {
    if (!input.editable || saving.current) return undefined;
    const declaration = history.present.declaration;
    if (declaration === saved) return revision;
    saving.current = true;
    setState({ kind: 'saving' });
    try {
      const result = await saveMutation.mutateAsync({ declaration, revision });
      setRevision(result.revision);
      setSaved(declaration);
      setState({ kind: 'saved' });
      void queryClient.invalidateQueries({ queryKey: queryKeys.dossierReading(input.dossierId) });
      return result.revision;
    } catch (error) {
      setState(
        error instanceof ApiError && error.status === 412
          ? { kind: 'stale', error }
          : { kind: 'failed', error },
      );
      return undefined;
    } finally {
      saving.current = false;
    }
  }, [history.present.declaration, saved, revision, saveMutation, queryClient, input]);

  useEffect(() => {
    if (dirty && state.kind === 'saved') setState({ kind: 'unsaved' });
  }, [dirty, state.kind]);

  // Saved as the declarant goes: a pause in typing saves; a stale page never saves again.
  const [settled] = useDebouncedValue(draft.declaration, AUTOSAVE_AFTER);
  useEffect(() => {
    if (autosave && settled === history.present.declaration && state.kind === 'unsaved')
      void save();
  }, [autosave, settled, history.present.declaration, state.kind, save]);

  // The service's own checks of the declaration as it stands on the page (never a copy of them).
  const [toCheck] = useDebouncedValue(draft.declaration, CHECK_AFTER);
  useEffect(() => {
    const controller = new AbortController();
    setChecking(true);
    check(toCheck, controller.signal)
      .then((result) => {
        setChecked(result.findings as ReviewFinding[]);
        setChecking(false);
      })
      .catch(() => {
        if (!controller.signal.aborted) setChecking(false);
      });
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `check` is a new function each render
  }, [toCheck]);

  // Leaving with unsaved changes asks first.
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  return useMemo(
    () => ({
      draft,
      change,
      update,
      undo: () => setHistory((current) => undo(current)),
      redo: () => setHistory((current) => redo(current)),
      canUndo: canUndo(history),
      canRedo: canRedo(history),
      revision,
      dirty,
      state,
      save,
      autosave,
      setAutosave,
      /** The service's findings on the draft; undefined until the first check answered. */
      findings: checked,
      checking,
    }),
    [
      draft,
      change,
      update,
      history,
      revision,
      dirty,
      state,
      save,
      autosave,
      setAutosave,
      checked,
      checking,
    ],
  );
}

export type ReviewDraft = ReturnType<typeof useReviewDraft>;
