import fc from 'fast-check';
import { createGeneratorSync } from 'json-schema-faker';
import type { z } from 'zod';
import { isRefusal, type Call } from '@/lib/contract/call';
import { catalogue } from '@/lib/calls/catalogue';
import { checkAnswer } from '@/lib/contract/check-answer';
import { documentedAnswer, documentedSchema, openApi } from '../support/openapi-document';
import { arbitraryOf } from '../support/zod-arbitrary';

/**
 * docs/openapi.json and the run-time check (checkAnswer, what `npm run contract` and CONTRACT_CHECK=log
 * run) accept exactly the same answers: for every success of every call, answers generated from the
 * document's JSON Schema (json-schema-faker) that the document accepts pass the check, and answers
 * generated from the zod side (fast-check) that pass the check are valid against the document
 * (ajv, JSON Schema 2020-12, formats asserted). Fixed seeds; a failure names its seed.
 */
const SEEDS = [1, 100, 2026, 31337, 424242];
const ANSWERS_PER_SEED = 8;

type Success = { call: Call; status: string; schema: z.ZodType };

const successes: Success[] = catalogue.flatMap((call) =>
  Object.entries(call.answers).flatMap(([status, answer]) =>
    isRefusal(answer) || !('schema' in answer) ? [] : [{ call, status, schema: answer.schema }],
  ),
);

/** Every JSON success the document holds, `METHOD path → status`. */
const documentedSuccesses = Object.entries(
  openApi.paths as Record<string, Record<string, { responses: Record<string, { content?: Record<string, unknown> }> }>>,
).flatMap(([path, operations]) =>
  Object.entries(operations).flatMap(([method, { responses }]) =>
    Object.entries(responses)
      .filter(([status, response]) => Number(status) < 300 && response.content?.['application/json'])
      .map(([status]) => `${method.toUpperCase()} ${path.slice(1)} → ${status}`),
  ),
);

const asSent = (answer: unknown) => JSON.parse(JSON.stringify(answer)) as unknown;
const shown = (answer: unknown) => JSON.stringify(answer).slice(0, 400);
const name = ({ call, status }: Success) => `${call.name} → ${status}`;

describe('docs/openapi.json and the run-time check accept the same answers', () => {
  it('covers every JSON success of the document', () => {
    expect(successes.map(name).sort()).toEqual(documentedSuccesses.sort());
  });

  it.each(successes.map((success) => [name(success), success] as const))(
    '%s: what the document allows, the check accepts',
    (_, success) => {
      const allowed = documentedAnswer(success.call, success.status);
      const documented = { ...documentedSchema(success.call, success.status), components: openApi.components };
      const failures: string[] = [];
      let checked = 0;
      for (const seed of SEEDS) {
        const generator = createGeneratorSync({ seed, maxItems: 2, refDepthMax: 8, optionalsProbability: 0.5 });
        for (let index = 0; index < ANSWERS_PER_SEED; index++) {
          const answer = asSent(generator.generate(documented));
          if (!allowed(answer)) continue; // the generator's miss: not an answer the document allows
          checked += 1;
          const difference = checkAnswer(success.call, Number(success.status), answer);
          if (difference)
            failures.push(`seed ${seed}, answer ${index + 1}: the check refuses it (${difference}): ${shown(answer)}`);
        }
      }
      expect(failures).toEqual([]);
      expect(checked).toBeGreaterThan(0);
    },
  );

  it.each(successes.map((success) => [name(success), success] as const))(
    '%s: what the check accepts, the document allows',
    (_, success) => {
      const allowed = documentedAnswer(success.call, success.status);
      const failures: string[] = [];
      for (const seed of SEEDS) {
        fc.sample(arbitraryOf(success.schema), { seed, numRuns: ANSWERS_PER_SEED }).forEach((generated, index) => {
          const answer = asSent(generated);
          const difference = checkAnswer(success.call, Number(success.status), answer);
          if (difference)
            failures.push(
              `seed ${seed}, answer ${index + 1}: generated from zod, yet the check refuses it (${difference})`,
            );
          else if (!allowed(answer))
            failures.push(
              `seed ${seed}, answer ${index + 1}: the document refuses it (${allowed.errors()}): ${shown(answer)}`,
            );
        });
      }
      expect(failures).toEqual([]);
    },
  );
});
