// @ts-check
import { stripVTControlCharacters } from 'node:util';
import pino from 'pino';
import { processWide } from './process-state.mjs';
import { currentRequest } from './request-context.mjs';
import { currentTraceId } from './tracing.mjs';

/**
 * The shop's one logger: a JSON line per event on stdout (pino), with the time, the level's name and,
 * inside a request, its id (lib/node/request-context.mjs) and, when tracing is on, its trace id
 * (lib/node/tracing.mjs). LOG_LEVEL chooses the least level written
 * (default info). Kept once per process (lib/node/process-state.mjs), since the production server and Next.js's bundle
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
/**
 * @param {unknown} value
 * @returns {value is Fields}
 */
const isContainer = (value) =>
  Array.isArray(value) ||
  (typeof value === 'object' && value !== null && [Object.prototype, null].includes(Object.getPrototypeOf(value)));

/**
 * `fields` with the value of every secret key censored, at the top and two levels down (in plain objects
 * and arrays; an error is its serializer's business), copied where something changed, never altered.
 * pino's own `redact` did this through 96 wildcard paths, at 70 µs a line, twenty times the rest of the
 * line (decision 0152).
 * @typedef {Record<string, unknown>} Fields a line's fields, or a plain object or array (by its indexes) inside them
 * @param {Fields} fields
 * @returns {Fields}
 */
export function censorSecrets(fields, depth = 0) {
  /** @type {Fields | undefined} */
  let censored;
  for (const key in fields) {
    const value = fields[key];
    let kept = value;
    if (SECRET_KEYS.has(key)) kept = CENSOR;
    else if (depth < 2 && isContainer(value)) kept = censorSecrets(value, depth + 1);
    if (kept === value) continue;
    // An array's copy is written by its keys as for…in gives them, strings: TypeScript's arrays take numbers.
    censored ??= Array.isArray(fields) ? /** @type {Fields} */ (/** @type {unknown} */ ([...fields])) : { ...fields };
    censored[key] = kept;
  }
  return censored ?? fields;
}

/**
 * Drizzle's "Failed query: … params: <values>" and PostgreSQL's "Key (column)=(value)" name what a member sent.
 * @param {string | undefined} text
 * @returns {string | undefined}
 */
const scrub = (text) =>
  typeof text === 'string'
    ? text.replace(/\nparams: [^\n]*/g, '\nparams: [redacted]').replace(/=\([^)]*\)/g, '=([redacted])')
    : text;

/**
 * An error as its type, code, message and stack (scrubbed), and its cause: never its other fields (a query's parameters).
 * @param {unknown} error
 * @returns {Record<string, unknown>}
 */
export function serializeError(error, depth = 0) {
  if (!(error instanceof Error)) return { message: scrub(String(error)) };
  /** @type {Record<string, unknown>} */
  const serialized = {
    type: error.constructor?.name ?? 'Error',
    message: scrub(error.message),
    stack: scrub(error.stack),
  };
  if ('code' in error && (typeof error.code === 'string' || typeof error.code === 'number'))
    serialized.code = error.code;
  if (error.cause !== undefined && depth < 3) serialized.cause = serializeError(error.cause, depth + 1);
  return serialized;
}

/**
 * The ids of the request a line is written in, and of its kept trace, unless the line names them itself (the request line).
 * @param {{ requestId?: unknown }} fields
 */
function requestIds(fields) {
  if (fields.requestId) return {};
  const requestId = currentRequest()?.id;
  const traceId = currentTraceId();
  return { ...(requestId ? { requestId } : {}), ...(traceId ? { traceId } : {}) };
}

/** LOG_LEVEL, else info; under Jest (NODE_ENV test) nothing, unless a test turns it on (tests/support/log-lines.ts). */
const defaultLevel = () => process.env.LOG_LEVEL || (process.env.NODE_ENV === 'test' ? 'silent' : 'info');

/**
 * A stream's own write, kept where textAsJsonLines wraps it: the logger's lines are JSON already and go through it.
 * @typedef {NodeJS.WritableStream & { isTTY?: boolean, [OWN_WRITE]?: Write }} Stream a stream it may wrap
 * @typedef {(text: string, callback?: (error?: Error | null) => void) => boolean} Write
 */
const OWN_WRITE = Symbol.for('tocin.log.ownWrite');

/**
 * A logger writing to `destination`: process.stdout, looked up at each line, so a test can read what is
 * written (past textAsJsonLines's wrapping, when there is one).
 * @param {Stream} [destination]
 * @param {string} [level]
 * @returns {import('pino').Logger}
 */
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
    { write: (line) => (destination[OWN_WRITE] ?? destination.write).call(destination, line) },
  );
}

/**
 * Next.js's and the scripts' marks: ⚠ a warning, ⨯ and ✗ an error.
 * @param {string} text
 * @param {string} otherwise
 */
const levelOfText = (text, otherwise) => (/^\s*⚠/.test(text) ? 'warn' : /^\s*[⨯✗]/.test(text) ? 'error' : otherwise);

/**
 * Where the output is not a terminal (a supervisor's pipe, a log collector), every line written to these streams
 * (stdout and stderr by default) is one JSON object: text someone else writes there (Next.js's `✓ Running
 * next.config.mjs` and a failed render's ⨯, `npm start`'s own lines, the build's) becomes a line of the
 * logger's shape at `level` (or by its mark: ⚠ warn, ⨯ error), its text without terminal escapes and scrubbed
 * as an error's is. Each write
 * is one object, the newlines of its text inside the string, so no text (a visitor's, quoted in an error) can
 * pass for a line of its own; blank writes are dropped. The logger's own lines go through as they are.
 * A terminal keeps its text.
 * @param {[stream: Stream, level: string][]} [streams]
 */
export function textAsJsonLines(
  streams = [
    [process.stdout, 'info'],
    [process.stderr, 'error'],
  ],
) {
  for (const [stream, level] of streams) {
    if (stream.isTTY || stream[OWN_WRITE]) continue;
    /** @type {Write} */
    const write = (stream[OWN_WRITE] = stream.write);
    /**
     * @this {Stream}
     * @param {string | Uint8Array} chunk
     * @param {BufferEncoding | ((error?: Error | null) => void)} [encoding]
     * @param {(error?: Error | null) => void} [callback]
     */
    stream.write = function writeAsJson(chunk, encoding, callback) {
      const done = typeof encoding === 'function' ? encoding : callback;
      // Without terminal escapes (Next.js colours its marks): they mean nothing in a log line.
      const text = stripVTControlCharacters(typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString()).replace(
        /^(\s*\n)+|\s+$/g,
        '',
      );
      if (!text) {
        if (done) process.nextTick(done);
        return true;
      }
      const line = {
        level: levelOfText(text, level),
        time: new Date().toISOString(),
        ...requestIds({}),
        msg: scrub(text),
      };
      return write.call(this, `${JSON.stringify(line)}\n`, done);
    };
  }
}

/** The process's logger, one whichever copy of this file asks (lib/node/process-state.mjs). */
export const log = processWide('logger', () => createLogger());

/**
 * A line of a child's output passed on to `stream` (`npm start`'s build, scripts/lib/run.mjs): a line that is
 * a JSON object (its logger's, in the build's prerendering) as it is, any other through textAsJsonLines's
 * wrapping where there is one. Only for children that serve no visitor.
 * @param {Stream} stream
 * @param {string} line
 * @returns {boolean}
 */
export function passLineOn(stream, line) {
  const write = (isJsonObject(line) && stream[OWN_WRITE]) || stream.write;
  return write.call(stream, `${line}\n`);
}

/** @param {string} line */
function isJsonObject(line) {
  try {
    return line.startsWith('{') && JSON.parse(line)?.constructor === Object;
  } catch {
    return false;
  }
}
