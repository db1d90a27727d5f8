import { call } from '../support/api';

/*
 * Every API test's answer keeps the contract of its call: `call` (tests/support/api.ts) checks each answer
 * it returns against lib/contract (tests/support/contract.ts), so a test of a drifting API fails whatever it
 * asserts itself. Here the embedded API is replaced by one answering what each test says.
 */
let answer: { status: number; body: unknown } = { status: 200, body: {} };
jest.mock('@/backend', () => ({
  handle: async () => Response.json(answer.body, { status: answer.status }),
}));

describe('every API test’s answer is checked against the contract of its call', () => {
  it('an answer that drifts from its call’s contract fails the test, naming the call', async () => {
    answer = { status: 200, body: { data: { id: 'not a number' } } };
    await expect(call('GET', 'products/1')).rejects.toThrow(/GET products\/1 \(200\) breaks the contract/);
  });

  it('a path no call has may only be refused', async () => {
    answer = { status: 200, body: { data: [] } };
    await expect(call('GET', 'no-such-call')).rejects.toThrow(/no call of the contract has this method and path/);
    answer = { status: 404, body: { message: '找不到此路徑' } };
    await expect(call('GET', 'no-such-call')).resolves.toMatchObject({ status: 404 });
  });

  it('a refusal shaped as the contract says passes', async () => {
    answer = { status: 404, body: { message: '查無此商品' } };
    await expect(call('GET', 'products/1')).resolves.toMatchObject({ status: 404 });
  });
});
