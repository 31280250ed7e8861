import { useDebouncedCallback, useDebouncedValue, useLocalStorage } from '@mantine/hooks';
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
  const [checkedFor, setCheckedFor] = useState<
    { readonly declaration: Declaration; readonly findings: ReviewFinding[] } | undefined
  >(undefined);

  const draft = history.present;
  const dirty = draft.declaration !== saved;

  const saving = useRef(false);
  /** Saves the draft; the revision it is saved as, or undefined when it was not. */
  const save = useCallback(async (): Promise<number | undefined> => {
    if (!input.editable || saving.current || state.kind === 'stale') return undefined;
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
  }, [history.present.declaration, saved, revision, state.kind, saveMutation, queryClient, input]);

  // Saved as the declarant goes: a pause of 1.5 s after an edit saves the draft as it then is.
  const latestSave = useRef(save);
  const autosaveOn = useRef(autosave);
  useEffect(() => {
    latestSave.current = save;
    autosaveOn.current = autosave;
  }, [save, autosave]);
  const saveSoon = useDebouncedCallback(() => {
    if (autosaveOn.current) void latestSave.current();
  }, AUTOSAVE_AFTER);

  const change = useCallback(
    (next: Draft) => {
      setHistory((current) => record(current, next));
      saveSoon();
    },
    [saveSoon],
  );
  const update = useCallback(
    (edit: (draft: Draft) => Draft) => {
      setHistory((current) => record(current, edit(current.present)));
      saveSoon();
    },
    [saveSoon],
  );

  // The service's own checks of the declaration as it stands on the page (never a copy of them).
  const [toCheck] = useDebouncedValue(draft.declaration, CHECK_AFTER);
  useEffect(() => {
    const controller = new AbortController();
    check(toCheck, controller.signal)
      .then((result) => setCheckedFor({ declaration: toCheck, findings: result.findings }))
      .catch(() => undefined);
    return () => controller.abort();
  }, [toCheck, check]);

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
      undo: () => {
        setHistory((current) => undo(current));
        saveSoon();
      },
      redo: () => {
        setHistory((current) => redo(current));
        saveSoon();
      },
      canUndo: canUndo(history),
      canRedo: canRedo(history),
      revision,
      dirty,
      state,
      save,
      autosave,
      setAutosave,
      /** The service's findings on the draft; undefined until the first check answered. */
      findings: checkedFor?.findings,
      checking: checkedFor?.declaration !== draft.declaration,
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
      checkedFor,
      saveSoon,
    ],
  );
}

export type ReviewDraft = ReturnType<typeof useReviewDraft>;
