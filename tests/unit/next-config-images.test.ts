import type { NextConfig } from 'next';

/**
 * Next.js's image optimiser refuses an upstream image on a private address. A company API the operator runs on
 * its own network or machine (API_BASE_URL) would then show no product image, banner or logo: its storage is
 * let through, with no redirect followed; any other API keeps the guard (issue 52's spec-only journey).
 */
function imagesWith(apiBaseUrl: string | undefined): NonNullable<NextConfig['images']> {
  const previous = process.env.API_BASE_URL;
  if (apiBaseUrl === undefined) delete process.env.API_BASE_URL;
  else process.env.API_BASE_URL = apiBaseUrl;
  let config: NextConfig | undefined;
  try {
    jest.isolateModules(() => {
      config = jest.requireActual<{ default: NextConfig }>('../../next.config.mjs').default;
    });
  } finally {
    if (previous === undefined) delete process.env.API_BASE_URL;
    else process.env.API_BASE_URL = previous;
  }
  return config!.images!;
}

describe('next.config.mjs: images from the company API', () => {
  it.each(['http://127.0.0.1:8000/api', 'http://localhost:8000/api', 'http://10.1.2.3/api', 'http://[::1]:8000/api'])(
    'an API on a private address (%s): its storage is let through, no redirect followed',
    (url) => {
      const images = imagesWith(url);
      expect(images).toMatchObject({ dangerouslyAllowLocalIP: true, maximumRedirects: 0 });
      expect(images.remotePatterns).toEqual([expect.objectContaining({ pathname: '/storage/**', search: '' })]);
    },
  );

  it.each(['https://api.example.com/api', 'https://203.0.113.7/api', undefined])(
    'any other API (%s) keeps the optimiser’s guard',
    (url) => {
      const images = imagesWith(url);
      expect(images.dangerouslyAllowLocalIP).toBe(false);
      expect(images.maximumRedirects).toBeUndefined();
    },
  );
});
