import type { ProblemText } from './problem-text-parts.ts';
import { ADMIN_PROBLEM_TEXTS } from './problem-texts-admin.ts';
import { REQUEST_PROBLEM_TEXTS } from './problem-texts-requests.ts';
import { WORK_PROBLEM_TEXTS } from './problem-texts-work.ts';

export type { ProblemText } from './problem-text-parts.ts';

/**
 * Every problem code (http/problem-types.ts) in the app's three languages (issue 26): the title
 * replaces the HTTP reason phrase, and a person using the app in Dutch or French reads the detail
 * in their language. Partners' API answers keep the English detail, which names the case exactly.
 */
export const PROBLEM_TEXTS: Readonly<Record<string, ProblemText>> = {
  ...REQUEST_PROBLEM_TEXTS,
  ...WORK_PROBLEM_TEXTS,
  ...ADMIN_PROBLEM_TEXTS,
};
