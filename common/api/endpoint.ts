import type { z } from 'zod';
import type { Role } from '../auth/roles.ts';
import type { StudentDataUse } from '../privacy/student-data.ts';
import type { SERVICE_BASE_URL_KEYS } from '../config/app-config.ts';

/**
 * One declaration per endpoint (API.md): the server registers and validates from it, the renderer
 * calls through it, renderer test fakes answer by it, and the OpenAPI document is generated from
 * it. Method and path are written here and nowhere else.
 */

/** The services of API.md, named as the renderer's service clients are. */
export type ServiceName = keyof typeof SERVICE_BASE_URL_KEYS;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call: `public` (no token), `signed-in` (any role), or the roles listed. Object checks
 * (ownership, visibility) come after, in the handler, and answer 404.
 */
export type Access = 'public' | 'signed-in' | readonly [Role, ...Role[]];

/** A request part: a zod object schema (params, query) or any schema (body). */
type Schema = z.ZodType;

/** The answer of an endpoint that sends a file (PDF, XLSX, ZIP) rather than JSON. */
export interface FileAnswer {
  readonly kind: 'file';
  /** The Content-Types it may answer with, for the OpenAPI document. */
  readonly contentTypes: readonly string[];
}

/** The answer of an endpoint that sends no body (204). */
export interface EmptyAnswer {
  readonly kind: 'empty';
}

/** A multipart upload body (a spreadsheet, an avatar); the handler reads the file itself. */
export interface UploadBody {
  readonly kind: 'upload';
  /** The form field that carries the file. */
  readonly field: string;
  readonly maxBytes: number;
}

/**
 * An error a handler may answer beyond those the OpenAPI document derives from the declaration
 * (400/422 for declared request parts, 401 unless public, 403 for listed roles and for an
 * expired password unless `servedWithExpiredPassword`, 404 for path parameters, 413/415 for uploads, 429 on the chat): 409 for a conflict, 404 for a lookup
 * without a path parameter, 403 for a journey lock, 429 for a throttle, 410 for a revoked thing.
 */
export type DeclaredError = 400 | 401 | 403 | 404 | 409 | 410 | 413 | 422 | 429;

export interface EndpointDefinition {
  readonly service: ServiceName;
  readonly method: HttpMethod;
  /** Path after the service prefix, with `:name` parameters, exactly as in the spec. */
  readonly path: string;
  readonly access: Access;
  /** One line for the OpenAPI document: what the call does. */
  readonly summary: string;
  readonly params?: Schema;
  readonly query?: Schema;
  readonly body?: Schema | UploadBody;
  /** A zod schema for JSON, or a file, or nothing. */
  readonly response: Schema | FileAnswer | EmptyAnswer;
  /** The success status when it is not 200 (201 created, 204 empty answer, 303 redirect). */
  readonly status?: 200 | 201 | 204 | 303;
  /**
   * Other bodiless answers the handler may give: 204 when there is nothing (no next resource),
   * 304 when the caller's ETag still holds.
   */
  readonly alsoAnswers?: readonly (204 | 304)[];
  /** Answers with a body of their own, not the error shape (Open Badges' revoked 410). */
  readonly otherAnswers?: Readonly<Record<number, Schema>>;
  /** Errors the handler answers beyond the derived ones (see DeclaredError), e.g. `[409]`. */
  readonly errors?: readonly DeclaredError[];
  /**
   * How the answer touches a person's data (common/privacy/student-data.ts): required where the
   * request names a user or the answer carries someone's identity; a test finds those by shape.
   */
  readonly studentData?: StudentDataUse;
  /**
   * Served to an account whose one-time password has not been changed yet (claims say
   * password_expired). Every other authenticated call answers 403 `password_expired`
   * (server/auth/expired-password.ts), so set it only where the shell or the password page
   * cannot work without it; a test lists them.
   */
  readonly servedWithExpiredPassword?: true;
  /** A public call that also reads the httpOnly session cookie (the browser's refresh token). */
  readonly sessionCookie?: true;
  /**
   * Registered only in the development environment (spec 01 §2: LTI, games): elsewhere the
   * route does not exist (404) and the published document leaves it out.
   */
  readonly devOnly?: true;
}

/** Declares an endpoint, keeping its literal types for the server and the renderer. */
export function defineEndpoint<const E extends EndpointDefinition>(endpoint: E): E {
  return endpoint;
}

export const fileAnswer = (...contentTypes: string[]): FileAnswer => ({
  kind: 'file',
  contentTypes,
});

export const EMPTY_ANSWER: EmptyAnswer = { kind: 'empty' };

export const uploadBody = (field: string, maxBytes: number): UploadBody => ({
  kind: 'upload',
  field,
  maxBytes,
});

export function isSchema(value: unknown): value is z.ZodType {
  return typeof value === 'object' && value !== null && '_zod' in value;
}

type Output<S> = S extends z.ZodType ? z.output<S> : undefined;
type Input<S> = S extends z.ZodType ? z.input<S> : undefined;

/** What the handler receives, parsed. */
export type ParamsOf<E extends EndpointDefinition> = Output<E['params']>;
export type QueryOf<E extends EndpointDefinition> = Output<E['query']>;
export type BodyOf<E extends EndpointDefinition> = Output<E['body']>;

/** What the handler answers (before the schema's own transforms) and what the caller gets. */
export type AnswerOf<E extends EndpointDefinition> = E['response'] extends z.ZodType
  ? z.input<E['response']>
  : E['response'] extends FileAnswer
    ? unknown
    : void;
export type ResultOf<E extends EndpointDefinition> = E['response'] extends z.ZodType
  ? z.output<E['response']>
  : E['response'] extends FileAnswer
    ? Blob
    : undefined;

type Optional<K extends string, V> = V extends undefined
  ? { [P in K]?: undefined }
  : { [P in K]: V };

/** What a caller passes: each declared part, typed as the schema accepts it. */
export type ArgsOf<E extends EndpointDefinition> = Optional<'params', Input<E['params']>> &
  Optional<'query', Input<E['query']>> &
  Optional<'body', E['body'] extends UploadBody ? FormData : Input<E['body']>>;

/** `/a/:id/b` with `{ id: 'x y' }` → `/a/x%20y/b`; a missing parameter is a programming error. */
export function fillPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_match, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`Missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}

/** Whether a concrete path (no query) matches the endpoint's pattern; for test fakes. */
export function matchPath(pattern: string, path: string): Record<string, string> | null {
  const names: string[] = [];
  const source = pattern
    .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    .replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_match, name: string) => {
      names.push(name);
      return '([^/]+)';
    });
  const match = new RegExp(`^${source}$`).exec(path);
  if (!match) return null;
  return Object.fromEntries(names.map((name, i) => [name, decodeURIComponent(match[i + 1]!)]));
}
