import { Hono } from 'hono';
import type { AppEnv } from '../http/env';
import { HttpError } from '../http/errors';
import { computeFortune, FortuneInputError } from '../services/fortune';

/**
 * GET fortune: the fortune conversion service (spec-coverage “Natal charts”) for members (app.ts requires a token
 * on /fortune). Query Yeartype, Year, Month, Day, gender, leapyear, hour, minute (optional name).
 * A refused date answers 422 {message, errorstatus: 1, error}.
 */
export const fortuneRoutes = new Hono<AppEnv>();

/** The conversion of a query: the result, or a refused date's `{message, errorstatus: 1, error}` with 422. */
export function fortuneAnswer(query: Record<string, string>): { status: 200 | 422; body: object } {
  try {
    return { status: 200, body: computeFortune(query) };
  } catch (error) {
    if (error instanceof FortuneInputError)
      return {
        status: 422,
        body: new HttpError(422, error.message, { errorstatus: 1, error: error.message }).toJSON(),
      };
    throw error;
  }
}

fortuneRoutes.get('/fortune', (c) => {
  const { status, body } = fortuneAnswer(c.req.query());
  return c.json(body, status);
});
