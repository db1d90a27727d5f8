import { POST as firstLogin } from '@/app/api/session/first-login/route';
import { POST as login } from '@/app/api/session/login/route';
import { POST as resetPassword } from '@/app/api/session/reset-password/route';

// Nothing may reach the API or the session: a refused body is refused before either.
jest.mock('@/lib/session/session', () => ({ destroySession: jest.fn(), saveSessionToken: jest.fn() }));
jest.mock('@/lib/session/upstream', () => ({ settled: jest.fn(), tokenOf: jest.fn(), withoutToken: jest.fn() }));

/** A 50 MB chunked body, counting how much of it was read. */
function hugeBody() {
  const read = { chunks: 0 };
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      read.chunks += 1;
      if (read.chunks > 800) controller.close();
      else controller.enqueue(new Uint8Array(64 * 1024).fill(32));
    },
  });
  return { read, body };
}

describe('the session routes bound their bodies (issue: a 50 MB body was read without authentication)', () => {
  it.each([
    ['login', login],
    ['first-login', firstLogin],
    ['reset-password', resetPassword],
  ])('/api/session/%s answers 413 past 1 MB and stops reading', async (name, route) => {
    const { read, body } = hugeBody();
    const request = new Request(`http://shop.local/api/session/${name}`, {
      method: 'POST',
      headers: { host: 'shop.local', origin: 'http://shop.local', 'content-type': 'application/json' },
      body,
      duplex: 'half',
    } as RequestInit);
    const response = await route(request);
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ message: '請求內容過大，上限為 1 MB' });
    expect(read.chunks).toBeLessThan(40);
  });
});
