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

fortuneRoutes.get('/fortune', (c) => {
  try {
    return c.json(computeFortune(c.req.query()));
  } catch (error) {
    if (error instanceof FortuneInputError)
      throw new HttpError(422, error.message, { errorstatus: 1, error: error.message });
    throw error;
  }
});
