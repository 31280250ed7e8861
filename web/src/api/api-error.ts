/** One fault of a request, as an RFC 9457 problem lists it: `path` is a JSON pointer (`/city`). */
export interface FieldProblem {
  path: string;
  message: string;
  /** What failed, for the page to word in its language (field-faults.ts problemMessage). */
  keyword?: string;
  params?: Record<string, unknown>;
}

/**
 * A refused request as the pages show it: the problem's title and detail, and the faults by field
 * so a form can put each message next to the input it names.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly type: string;
  readonly title: string;
  readonly detail: string | null;
  readonly errors: FieldProblem[];

  constructor(init: {
    status: number;
    type?: string;
    title: string;
    detail?: string | null;
    errors?: FieldProblem[];
  }) {
    super(init.detail ?? init.title);
    this.name = 'ApiError';
    this.status = init.status;
    this.type = init.type ?? 'about:blank';
    this.title = init.title;
    this.detail = init.detail ?? null;
    this.errors = init.errors ?? [];
  }

  /** The problem's code, the last part of `type` (`/problems/ucr-taken` -> `ucr-taken`). */
  get code(): string {
    return this.type.split('/').pop() ?? '';
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const readErrors = (value: unknown): FieldProblem[] =>
  Array.isArray(value)
    ? value.filter(isRecord).map((entry) => ({
        path: typeof entry.path === 'string' ? entry.path : '',
        message: typeof entry.message === 'string' ? entry.message : String(entry.message),
        ...(typeof entry.keyword === 'string' ? { keyword: entry.keyword } : {}),
        ...(isRecord(entry.params) ? { params: entry.params } : {}),
      }))
    : [];

/** The error for a response that is not 2xx, from its problem+json body when it has one. */
export const problemFromBody = (status: number, statusText: string, body: unknown): ApiError => {
  if (isRecord(body)) {
    return new ApiError({
      status,
      type: typeof body.type === 'string' ? body.type : undefined,
      title: typeof body.title === 'string' ? body.title : statusText || `HTTP ${status}`,
      detail: typeof body.detail === 'string' ? body.detail : null,
      errors: readErrors(body.errors),
    });
  }
  // A proxy's HTML page or an empty body: say what the status means, never show the markup.
  return new ApiError({
    status,
    title: statusText || `HTTP ${status}`,
    detail: status >= 500 ? 'The service could not answer. Try again in a moment.' : null,
  });
};

export const networkError = (cause: unknown): ApiError =>
  new ApiError({
    status: 0,
    title: 'No connection',
    detail: `The service did not answer (${cause instanceof Error ? cause.message : String(cause)}). Check the network and try again.`,
  });

const fieldName = (path: string, rename: Record<string, string>): string => {
  const field = path.replace(/^\//, '').split('/').join('.');
  return rename[field] ?? field;
};

/**
 * The faults placed on a form: by field where the form has that field (the JSON pointer
 * `/newClient/code` becomes `newClient.code`, the path form @mantine/form uses; `rename` maps a
 * server name to a form name where they differ), the others as lines said once above the form.
 */
export const placeProblems = (
  error: ApiError,
  fields: readonly string[],
  word: (problem: FieldProblem) => string,
  rename: Record<string, string> = {},
): { byField: Record<string, string>; elsewhere: string[] } => {
  const known = new Set(fields);
  const byField: Record<string, string> = {};
  const elsewhere: string[] = [];
  for (const problem of error.errors) {
    const { path } = problem;
    const message = word(problem);
    const name = fieldName(path, rename);
    if (known.has(name)) byField[name] ??= message;
    else elsewhere.push(path ? `${path}: ${message}` : message);
  }
  return { byField, elsewhere };
};
