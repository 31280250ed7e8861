import { PROBLEM_TYPES } from './problem-types.ts';

/** docs/problems.md, from the catalog (`npm run docs:problems`; a test keeps the file current). */
export const problemsMarkdown = (): string =>
  [
    '# Problem types',
    '',
    'Every error response is RFC 9457 `application/problem+json`. Its `type` is `/problems/<code>`; the',
    'code is stable and safe to branch on. `errors`, when present, lists every complaint as',
    '`{ path, message }` with `path` a JSON Pointer into the request (or a setting key). A request',
    'slower than `Server:RequestTimeoutSeconds` is answered `408 Request Timeout` by the HTTP server',
    'itself, without a body, and its connection closed. Answers to the web app (with the session',
    "cookie) are in the person's language, and their complaints also name a `keyword` and its",
    '`params` for the page to word them (decision 0031); partners always read English and',
    '`{ path, message }`.',
    '',
    'Generated from `src/http/problem-types.ts` by `npm run docs:problems`.',
    '',
    '| Code | Status | Meaning |',
    '| --- | --- | --- |',
    ...[...PROBLEM_TYPES]
      .sort((a, b) => a.status - b.status || a.code.localeCompare(b.code))
      .map((problem) => `| \`${problem.code}\` | ${problem.status} | ${problem.meaning} |`),
    '',
  ].join('\n');
