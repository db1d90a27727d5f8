import { GET as readiness } from '@/app/api/health/route';
import { call, withFreshDatabase } from '../support/api';
import { fakeCompanyApi } from '../support/company-api';

jest.mock('next/server', () => ({ ...jest.requireActual('next/server'), connection: async () => undefined }));

withFreshDatabase();

describe('GET health', () => {
  it('answers ok when the database runs a query, never cached', async () => {
    const { status, json, headers } = await call('GET', 'health');
    expect(status).toBe(200);
    expect(json).toEqual({ status: 'ok', database: 'ok' });
    expect(headers.get('cache-control')).toBe('no-store');
  });
});

describe('/api/health, readiness (issue 50, D2)', () => {
  it('on the embedded API: 200 with the database, from GET health', async () => {
    const response = await readiness();
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  describe('on a company API (API_BASE_URL)', () => {
    const api = fakeCompanyApi();
    const asked = api.asked;
    /** What the company API answers, by path; a path it has not is a 404. */
    let answers: Record<string, [number, unknown]> = {};
    api.answers((path) => answers[path]);

    const images = [200, { data: [] }] as [number, unknown];

    it('with GET health: its answer, as on the embedded API', async () => {
      answers = { health: [200, { status: 'ok', database: 'ok' }], 'system-images': images };
      const response = await readiness();
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ status: 'ok', database: 'ok' });
      expect(asked).toEqual(['health']);
    });

    it('without GET health (a spec API): ready when GET system-images answers', async () => {
      answers = { 'system-images': images };
      const response = await readiness();
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ status: 'ok' });
      expect(asked).toEqual(['health', 'system-images']);
    });

    it('without GET health, a method it has not (405) is the same', async () => {
      answers = { health: [405, { message: 'Method Not Allowed' }], 'system-images': images };
      expect((await readiness()).status).toBe(200);
    });

    it('without GET health, closed for maintenance (5030): ready, the instance serves the maintenance page', async () => {
      answers = { 'system-images': [503, { message: '網站維護中，請稍後再試', status_from_backend: 5030 }] };
      expect((await readiness()).status).toBe(200);
    });

    it('without GET health, unready when GET system-images fails', async () => {
      answers = { 'system-images': [500, { message: 'Server Error' }] };
      const response = await readiness();
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({ status: 'unavailable', database: 'unavailable' });
    });

    it("unready when GET health answers a failure: its database, not the call's absence", async () => {
      answers = { health: [503, { message: 'database down' }], 'system-images': images };
      expect((await readiness()).status).toBe(503);
      expect(asked).toEqual(['health']);
    });
  });
});
