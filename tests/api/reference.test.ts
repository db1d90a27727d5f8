import { call, withFreshDatabase } from '../support/api';

withFreshDatabase();

describe('GET reference: the demo reference page of the contract', () => {
  afterEach(() => {
    delete process.env.DEMO_MODE;
  });

  it('renders docs/openapi.json with Scalar served by the API itself, nothing from another host', async () => {
    const page = await call('GET', 'reference');
    expect(page.status).toBe(200);
    expect(page.json).toContain('data-url="/api/web/openapi.json"');
    expect(page.json).toContain('<script src="/api/web/reference/scalar.js"></script>');
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self' 'unsafe-inline'");
    const script = await call('GET', 'reference/scalar.js');
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toContain('javascript');
  });

  it('is not served outside the demo', async () => {
    process.env.DEMO_MODE = '0';
    expect((await call('GET', 'reference')).status).toBe(404);
    expect((await call('GET', 'reference/scalar.js')).status).toBe(404);
  });
});
