import { contentSecurityPolicy, securityHeaders } from '@/server/security-headers.mjs';

const directives = (policy: string) =>
  Object.fromEntries(policy.split('; ').map((part) => [part.split(' ')[0], part.split(' ').slice(1).join(' ')]));

describe('security headers', () => {
  it('sends a CSP that allows only this origin, forbids framing, plugins and foreign <base>', () => {
    const csp = directives(contentSecurityPolicy({ NODE_ENV: 'production' }));
    expect(csp['default-src']).toBe("'self'");
    expect(csp['frame-ancestors']).toBe("'none'");
    expect(csp['object-src']).toBe("'none'");
    expect(csp['base-uri']).toBe("'self'");
    expect(csp['form-action']).toBe("'self'");
    expect(csp['script-src']).toBe("'self' 'unsafe-inline'");
    expect(csp['img-src']).toBe("'self' data: blob:");
  });

  it('adds the storage and payment gateway origins of the deployment; the browser calls this origin only', () => {
    const csp = directives(
      contentSecurityPolicy({
        API_BASE_URL: 'https://api.example.com/api',
        PAYMENT_GATEWAY_URL: 'https://payment.example.com/Cashier/AioCheckOut/V5',
      }),
    );
    expect(csp['img-src']).toBe("'self' data: blob: https://api.example.com");
    expect(csp['connect-src']).toBe("'self'");
    expect(csp['form-action']).toBe("'self' https://payment.example.com");
  });

  it('allows eval only in development (React Refresh)', () => {
    expect(directives(contentSecurityPolicy({ NODE_ENV: 'development' }))['script-src']).toContain("'unsafe-eval'");
  });

  it('sends nosniff, the referrer policy, a permissions policy, and HSTS in production only', () => {
    const names = (env: Record<string, string>) =>
      Object.fromEntries(securityHeaders(env).map(({ key, value }) => [key, value]));
    const production = names({ NODE_ENV: 'production' });
    expect(production['X-Content-Type-Options']).toBe('nosniff');
    expect(production['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(production['Permissions-Policy']).toContain('camera=()');
    expect(production['Strict-Transport-Security']).toBe('max-age=63072000; includeSubDomains');
    expect(names({ NODE_ENV: 'development' })['Strict-Transport-Security']).toBeUndefined();
  });
});
