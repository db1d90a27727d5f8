import type { ContentfulStatusCode } from 'hono/utils/http-status';

export type FieldErrors = Record<string, string[]>;

/** An answer other than 2xx, rendered Laravel-style as {message, errors?, status_from_backend?}. */
export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly details: { errors?: FieldErrors; status_from_backend?: number; [key: string]: unknown } = {},
  ) {
    super(message);
  }

  toJSON() {
    return { message: this.message, ...this.details };
  }
}

export const notFound = (message = '查無資料') => new HttpError(404, message);

export const unauthenticated = () => new HttpError(401, 'Unauthenticated.');

/** 422 with one field's message, the shape a failed form validation has. */
export const invalidField = (field: string, message: string) =>
  new HttpError(422, message, { errors: { [field]: [message] } });
