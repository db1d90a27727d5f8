import type { z } from 'zod';
import { isRefusal, refusal, type Call } from './call';

type Issue = z.core.$ZodIssue;

const kindOf = (value: unknown) =>
  value === undefined ? 'nothing' : value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value;

/** `data[0].products.name` */
export const pathText = (path: readonly PropertyKey[]) =>
  path.reduce<string>(
    (text, key) => (typeof key === 'number' ? `${text}[${key}]` : `${text}${text ? '.' : ''}${String(key)}`),
    '',
  ) || '(the body)';

function valueAt(body: unknown, path: readonly PropertyKey[]): unknown {
  let value = body;
  for (const key of path)
    value = value === null || typeof value !== 'object' ? undefined : (value as Record<PropertyKey, unknown>)[key];
  return value;
}

/** The deepest first issue, a union's branch that went furthest included. */
function firstIssue(issues: readonly Issue[]): Issue {
  const issue = issues[0];
  if (issue.code !== 'invalid_union' || !issue.errors.length) return issue;
  const branches = issue.errors
    .map((branch) => firstIssue(branch))
    .map((inner) => ({ ...inner, path: [...issue.path, ...inner.path] }));
  return branches.reduce((best, branch) => (branch.path.length > best.path.length ? branch : best));
}

/**
 * Where an answer differs from its shape, in one line: the path, what the contract expects and what
 * was received. Only kinds are named (string, number, nothing), never the value: an answer may carry
 * a member's data, and this line may be logged.
 */
export function describeDifference(schema: z.ZodType, body: unknown): string | undefined {
  const result = schema.safeParse(body);
  if (result.success) return undefined;
  const issue = firstIssue(result.error.issues);
  const received = kindOf(valueAt(body, issue.path));
  const at = pathText(issue.path);
  if (issue.code === 'invalid_type')
    return received === 'nothing'
      ? `${at}: missing (expected ${issue.expected})`
      : `${at}: expected ${issue.expected}, received ${received}`;
  if (issue.code === 'invalid_value')
    return `${at}: expected one of ${issue.values.map((value) => JSON.stringify(value)).join(', ')}, received another ${received}`;
  return `${at}: ${issue.message} (received ${received})`;
}

/**
 * How an answer differs from the contract of its call, or undefined when it keeps it: an answer
 * with a status the call never gives, a success of another shape, a refusal that is not
 * `{message, errors?, status_from_backend?}` or whose status_from_backend the call never gives at
 * that status.
 */
export function checkAnswer(call: Call, status: number, body: unknown): string | undefined {
  const answer = call.answers[status];
  if (!answer)
    return `status ${status} is not an answer of ${call.name} (it answers ${Object.keys(call.answers).join(', ')})`;
  if (!isRefusal(answer)) return 'schema' in answer ? describeDifference(answer.schema, body) : undefined;
  if (answer.plainText)
    return typeof body === 'string' ? undefined : `refusal ${status}: expected a text, received ${kindOf(body)}`;
  const difference = describeDifference(refusal, body);
  if (difference) return `refusal ${status}: ${difference}`;
  const code = (body as z.output<typeof refusal>).status_from_backend;
  if (code !== undefined && !answer.codes?.includes(code)) {
    return `status_from_backend ${code} is not a refusal of ${call.name} at ${status} (${answer.codes?.length ? `it gives ${answer.codes.join(', ')}` : 'it gives none'})`;
  }
  return undefined;
}
