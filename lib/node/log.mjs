import pino from 'pino';
import { currentRequest } from './request-context.mjs';
import { currentTraceId } from './tracing.mjs';

/**
 * The shop's one logger: a JSON line per event on stdout (pino), with the time, the level's name and,
 * inside a request, its id (lib/node/request-context.mjs) and, when tracing is on, its trace id
 * (lib/node/tracing.mjs). LOG_LEVEL chooses the least level written
 * (default info). Kept once per process on globalThis, since the production server and Next.js's bundle
 * each load their own copy of this file.
 *
 * No member data and no secret goes into a line: callers log ids, names of calls and counts, never a
 * request's or an answer's body; the keys below are censored wherever they appear in what is logged
 * (two levels deep), and an error's text loses the values a failed query was given.
 */
const SECRET_KEYS = new Set([
  'authorization',
  'cookie',
  'set-cookie',
  'token',
  'access_token',
  'refresh_token',
  'reset_token',
  'password',
  'new_password',
  'password_confirmation',
  'username',
  'identity',
  'identity_card',
  'id_number',
  'phone',
  'phone_number',
  'mobile',
  'mobile_phone01',
  'home_phone',
  'receiver_phone',
  'email',
  'address',
  'mailing_address',
  'residence_address',
  'receiver_address',
  'card_number',
  'otp',
  'sms_code',
  'name',
  'receiver',
  'params',
  'body',
]);

const CENSOR = '[redacted]';
const isContainer = (value) =>
  Array.isArray(value) ||
  (typeof value === 'object' && value !== null && [Object.prototype, null].includes(Object.getPrototypeOf(value)));

/**
 * `fields` with the value of every secret key censored, at the top and two levels down (in plain objects
 * and arrays; an error is its serializer's business), copied where something changed, never altered.
 * pino's own `redact` did this through 96 wildcard paths, at 70 µs a line, twenty times the rest of the
 * line (decision 0152).
 */
export function censorSecrets(fields, depth = 0) {
  let censored;
  for (const key in fields) {
    const value = fields[key];
    let kept = value;
    if (SECRET_KEYS.has(key)) kept = CENSOR;
    else if (depth < 2 && isContainer(value)) kept = censorSecrets(value, depth + 1);
    if (kept === value) continue;
    censored ??= Array.isArray(fields) ? [...fields] : { ...fields };
    censored[key] = kept;
  }
  return censored ?? fields;
}

/** Drizzle's "Failed query: … params: <values>" and PostgreSQL's "Key (column)=(value)" name what a member sent. */
const scrub = (text) =>
  typeof text === 'string'
    ? text.replace(/\nparams: [^\n]*/g, '\nparams: [redacted]').replace(/=\([^)]*\)/g, '=([redacted])')
    : text;

/** An error as its type, code, message and stack (scrubbed), and its cause: never its other fields (a query's parameters). */
export function serializeError(error, depth = 0) {
  if (!(error instanceof Error)) return { message: scrub(String(error)) };
  const serialized = {
    type: error.constructor?.name ?? 'Error',
    message: scrub(error.message),
    stack: scrub(error.stack),
  };
  if (typeof error.code === 'string' || typeof error.code === 'number') serialized.code = error.code;
  if (error.cause !== undefined && depth < 3) serialized.cause = serializeError(error.cause, depth + 1);
  return serialized;
}

/** The ids of the request a line is written in, and of its kept trace, unless the line names them itself (the request line). */
function requestIds(fields) {
  if (fields.requestId) return {};
  const requestId = currentRequest()?.id;
  const traceId = currentTraceId();
  return { ...(requestId ? { requestId } : {}), ...(traceId ? { traceId } : {}) };
}

/** LOG_LEVEL, else info; under Jest (NODE_ENV test) nothing, unless a test turns it on (tests/support/log-lines.ts). */
const defaultLevel = () => process.env.LOG_LEVEL || (process.env.NODE_ENV === 'test' ? 'silent' : 'info');

/** A logger writing to `destination`: process.stdout, looked up at each line, so a test can read what is written. */
export function createLogger(destination = process.stdout, level = defaultLevel()) {
  return pino(
    {
      level,
      base: undefined,
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }), log: censorSecrets },
      mixin: requestIds,
      serializers: { err: serializeError, error: serializeError },
    },
    destination,
  );
}

const KEY = Symbol.for('tocin.log');

/** The process's logger. */
export const log = (globalThis[KEY] ??= createLogger());
