import { readFileSync } from 'node:fs';
import { documentPath, openApiDocument } from '@/lib/calls/openapi';
import { OPENAPI_PATH, openApiText } from '@/lib/calls/openapi-text';
import { catalogue } from '@/lib/calls/catalogue';
import { checkAnswer } from '@/lib/contract/check-answer';
import { documentedAnswer, openApi } from '../support/openapi-document';

describe('docs/openapi.json', () => {
  it('is what lib/contract generates (run npm run contract:openapi after changing the contract)', () => {
    expect(readFileSync(OPENAPI_PATH, 'utf8') === openApiText(openApiDocument())).toBe(true);
  });

  it('holds every call of the catalogue with each of its answers', () => {
    const { paths } = openApiDocument();
    for (const call of catalogue) {
      const operation = paths[documentPath(call)]?.[call.method.toLowerCase()];
      expect(operation && Object.keys(call.answers).every((status) => status in operation.responses)).toBe(true);
    }
  });
});

describe('a sign-in and a first login are two operations (decision 0124)', () => {
  const token = { expires_in: 28800, token_type: 'Bearer', access_token: 'a-token' };
  const codeSent = { message: '驗證碼已發送', phone_number: '0912***678' };
  const callNamed = (name: string) => catalogue.find((call) => call.name === name)!;

  it.each([
    ['POST login', token, codeSent],
    ['POST login?_first', codeSent, token],
  ])('%s: the document allows the success the check accepts, and refuses the other one', (name, success, other) => {
    const call = callNamed(name);
    const documented = documentedAnswer(call, 200);
    expect([documented(success), checkAnswer(call, 200, success)]).toEqual([true, undefined]);
    expect(documented(other)).toBe(false);
    expect(checkAnswer(call, 200, other)).toBeDefined();
  });

  it.each(['POST login', 'POST login?_first'])(
    '%s: the document lists exactly the refusal codes the check allows',
    (name) => {
      const call = callNamed(name);
      const operation = openApi.paths[documentPath(call)].post;
      for (const [status, answer] of Object.entries(call.answers)) {
        expect([status, operation.responses[status]['x-status-from-backend']]).toEqual([
          status,
          'codes' in answer ? answer.codes : undefined,
        ]);
      }
    },
  );

  it.each(['tökén', 'a token', '', 'ｔｏｋｅｎ'])(
    'an access_token %j is no bearer token (visible ASCII, no spaces): the check and the document refuse it',
    (accessToken) => {
      const call = callNamed('POST login');
      const answer = { ...token, access_token: accessToken };
      expect(checkAnswer(call, 200, answer)).toBeDefined();
      expect(documentedAnswer(call, 200)(answer)).toBe(false);
    },
  );
});

describe("the spec's request words and the shop's additions (issue 50, D5)", () => {
  const body = (path: string, method: string) => {
    const schema = openApi.paths[path][method].requestBody.content['application/json'].schema;
    return schema.$ref ? openApi.components.schemas[schema.$ref.split('/').pop()] : schema;
  };

  it('a lucky cart line names its chart by the fortune fields of M §3; character_id is an optional addition', () => {
    for (const [path, method] of [
      ['/user/shopping-carts', 'post'],
      ['/user/shopping-carts/{id}', 'put'],
    ]) {
      const schema = body(path, method);
      for (const field of ['fortune_name', 'fortune_calendar', 'fortune_year', 'fortune_is_leap', 'fortune_minute'])
        expect(schema.properties).toHaveProperty(field);
      expect(schema.properties.character_id['x-shop-addition']).toBe(true);
      expect(schema.required ?? []).not.toContain('character_id');
    }
  });

  it('an order line is product, number, quantity and fortune fields (M §7); cart_id is an optional addition', () => {
    const line = body('/orders', 'post').properties.order_items.items;
    expect(line.required).toEqual(expect.arrayContaining(['product_id', 'product_number', 'quantity']));
    expect(line.required).not.toContain('cart_id');
    expect(line.properties.cart_id['x-shop-addition']).toBe(true);
    expect(line.properties).toHaveProperty('fortune_name');
    expect(line.properties).toHaveProperty('fortune_word');
  });
});
