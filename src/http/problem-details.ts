import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isDatabaseUnavailable } from '../db/index.ts';
import { SESSION_COOKIE } from '../auth/index.ts';
import { DomainError, type Complaint, type ErrorKind, type Translated } from '../errors/index.ts';
import { PROBLEM_TEXTS, requestLanguage } from '../i18n/index.ts';

/**
 * A complaint about a declaration a filing check raised (README "Filing rules before the schema"):
 * beside the canonical `path`, the message `element` it concerns and the filing `rule` that
 * raised it (none for a missing value, a code outside its list or the schema).
 */
export interface FilingComplaint extends Complaint {
  readonly rule?: string;
  readonly element?: string;
}

/** RFC 9457 body; `errors` lists every complaint (DECISIONS.md section 5). */
export interface Problem {
  readonly type: string;
  readonly title: string;
  readonly status: number;
  readonly detail: string;
  /** The detail in Dutch and French, when the code that raised it said it in them. */
  readonly translated?: Translated;
  readonly instance?: string;
  readonly requestId?: string;
  readonly errors?: readonly FilingComplaint[];
}

const STATUS_OF: Record<ErrorKind, number> = {
  unparseable: 400,
  invalid: 422,
  'too-large': 413,
  'unsupported-media-type': 415,
  'not-found': 404,
  conflict: 409,
  unauthenticated: 401,
  'rate-limited': 429,
  forbidden: 403,
  unavailable: 503,
  stale: 412,
  'version-required': 428,
};

const TITLES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  412: 'Precondition Failed',
  413: 'Content Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Content',
  428: 'Precondition Required',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

/** Stable problem codes for errors raised by the HTTP layer itself (docs/problems.md). */
const CODE_OF_STATUS: Record<number, string> = {
  400: 'bad-request',
  404: 'not-found',
  405: 'method-not-allowed',
  413: 'body-too-large',
  415: 'unsupported-media-type',
  429: 'rate-limited',
};

export const PROBLEM_CONTENT_TYPE = 'application/problem+json; charset=utf-8';

/** `type` is a relative URI reference naming a stable code; docs/problems.md explains each. */
export const problem = (
  status: number,
  code: string,
  detail: string,
  errors?: readonly Complaint[],
  translated?: Translated,
): Problem => ({
  type: `/problems/${code}`,
  title: PROBLEM_TEXTS[code]?.title.en ?? TITLES[status] ?? 'Error',
  status,
  detail,
  ...(errors && errors.length > 0 ? { errors } : {}),
  ...(translated ? { translated } : {}),
});

/**
 * Partners' complaints as the contract has them: path and message (DECISIONS.md section 5), and a
 * filing complaint's rule and element, which README promises every caller; the wording aids
 * (keyword, params) are the web app's.
 */
const plainComplaints = (errors: readonly FilingComplaint[] | undefined) =>
  errors
    ? {
        errors: errors.map(({ path, message, rule, element }) => ({
          path,
          message,
          ...(rule ? { rule } : {}),
          ...(element ? { element } : {}),
        })),
      }
    : {};

/**
 * A call from the web app (it carries the session cookie; partners never do) is answered in the
 * person's language: the app sends it as Accept-Language. Partners' answers stay in English.
 */
const inLanguageOf = (request: FastifyRequest, body: Problem): Problem => {
  const { translated, ...rest } = body;
  if (!request.cookies?.[SESSION_COOKIE]) return { ...rest, ...plainComplaints(rest.errors) };
  const language = requestLanguage(request, 'en');
  const texts = PROBLEM_TEXTS[body.type.replace('/problems/', '')];
  if (language === 'en' || !texts) return rest;
  return {
    ...rest,
    title: texts.title[language],
    detail: translated?.[language] ?? texts.detail[language],
  };
};

export const sendProblem = (
  request: FastifyRequest,
  reply: FastifyReply,
  body: Problem,
): FastifyReply =>
  reply
    .code(body.status)
    .type(PROBLEM_CONTENT_TYPE)
    .send({
      ...inLanguageOf(request, body),
      instance: request.url.split('?')[0],
      requestId: request.id,
    });

const fromFastifyError = (error: FastifyError): Problem => {
  if (error.validation) {
    const complaints = error.validation.map((issue) => {
      // A missing member is named where it should be, as the contract's complaints name it.
      const missing =
        issue.keyword === 'required' ? `/${String(issue.params.missingProperty)}` : '';
      return {
        path: `${issue.instancePath}${missing}` || '/',
        message: issue.message ?? 'is not valid',
        keyword: issue.keyword,
        params: issue.params,
      };
    });
    return error.validationContext === 'body'
      ? problem(422, 'validation', 'The request body is not valid', complaints)
      : problem(
          400,
          'bad-request',
          `The request ${error.validationContext ?? 'parameters are'} not valid`,
          complaints,
        );
  }
  const status = error.statusCode ?? 500;
  // Fastify's own client-error messages name what was wrong and hold no internals.
  return problem(status, CODE_OF_STATUS[status] ?? `http-${status}`, error.message);
};

/** The one place errors become HTTP responses; nothing else writes an error body, and no stack leaves. */
export const problemDetails = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof DomainError) {
      if (error.code === 'busy') reply.header('retry-after', '5');
      return sendProblem(
        request,
        reply,
        problem(
          STATUS_OF[error.kind],
          error.code,
          error.message,
          error.complaints,
          error.translated,
        ),
      );
    }
    if (isDatabaseUnavailable(error)) {
      request.log.error({ err: error }, 'database unavailable');
      reply.header('retry-after', '5');
      return sendProblem(
        request,
        reply,
        problem(
          503,
          'database-unavailable',
          'The database is not reachable right now; nothing was stored. Retry in a few seconds.',
        ),
      );
    }
    const status = error.statusCode ?? 500;
    if (status >= 500 || !(status >= 400)) {
      request.log.error({ err: error }, 'unexpected error');
      return sendProblem(
        request,
        reply,
        problem(
          500,
          'internal',
          `An unexpected error occurred. Quote request id ${request.id} when reporting it.`,
        ),
      );
    }
    return sendProblem(request, reply, fromFastifyError(error));
  });

  app.setNotFoundHandler((request, reply) =>
    sendProblem(
      request,
      reply,
      problem(404, 'not-found', `No resource at ${request.method} ${request.url.split('?')[0]}`),
    ),
  );
});
