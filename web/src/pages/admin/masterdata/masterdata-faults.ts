import { useMemo } from 'react';
import { ApiError, placeProblems, type FieldProblem } from '../../../api/api-error.ts';
import { problemMessage, useFaultWords, type FaultWords } from '../../../api/field-faults.ts';

/** The server's complaints about a list entry (src/masterdata/faults.ts) in the page's language. */
export const masterdataFault = (problem: FieldProblem, words: FaultWords): string => {
  const { t } = words;
  const params = problem.params ?? {};
  const text = (member: unknown) => (typeof member === 'string' ? member : '');
  const value = text(params.value);
  const field = problem.path.split('/').at(-1);
  switch (problem.keyword) {
    case 'taken':
      return t('masterdata.fault.taken');
    case 'code-list':
      return t('masterdata.fault.codeList', { value, list: text(params.list) });
    case 'not-carried':
      return t('masterdata.fault.notCarried', { qualifier: text(params.qualifier) });
    case 'not-listed':
      return t('masterdata.fault.notListed', { value });
    case 'reserved-role':
      return t('masterdata.fault.reservedRole', { value });
    case 'colour':
      return t('masterdata.fault.colour');
    case 'pattern':
      if (field === 'code') return t('masterdata.fault.code');
      if (field === 'role_claim') return t('masterdata.fault.roleClaim');
      return problemMessage(problem, words);
    default:
      return problemMessage(problem, words);
  }
};

/**
 * A refusal placed on a form: each field's message under it, the rest above the buttons. An
 * office of a list (`/offices/2`) is shown under the list's input.
 */
export interface FormFaults {
  readonly byField: Readonly<Record<string, string>>;
  readonly elsewhere: readonly string[];
}

export const useFormFaults = (error: unknown, fields: readonly string[]): FormFaults => {
  const words = useFaultWords();
  return useMemo(() => {
    if (!(error instanceof ApiError)) return { byField: {}, elsewhere: [] };
    const listed = new ApiError({
      status: error.status,
      type: error.type,
      title: error.title,
      detail: error.detail,
      errors: error.errors.map((problem) => ({
        ...problem,
        path: problem.path.replace(/^\/offices\/\d+$/, '/offices'),
      })),
    });
    const placed = placeProblems(listed, fields, (problem) => masterdataFault(problem, words));
    // A refusal with no field to put it on still says why, once.
    const elsewhere =
      placed.elsewhere.length === 0 && Object.keys(placed.byField).length === 0
        ? [error.detail ?? error.title]
        : placed.elsewhere;
    return { byField: placed.byField, elsewhere };
  }, [error, fields, words]);
};
