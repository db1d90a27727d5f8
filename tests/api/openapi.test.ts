import { readFileSync } from 'node:fs';
import { call, withFreshDatabase } from '../support/api';

withFreshDatabase();

describe('GET openapi.json', () => {
  it('serves the committed contract document, OpenAPI 3.1', async () => {
    const { status, json } = await call('GET', 'openapi.json');
    expect(status).toBe(200);
    expect(json.openapi).toBe('3.1.0');
    expect(json).toEqual(JSON.parse(readFileSync('docs/openapi.json', 'utf8')));
  });
});
