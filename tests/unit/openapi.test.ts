import { readFileSync } from 'node:fs';
import { openApiDocument } from '@/lib/contract/openapi';
import { OPENAPI_PATH, openApiText } from '@/lib/contract/openapi-text';
import { catalogue } from '@/lib/contract/catalogue';

describe('docs/openapi.json', () => {
  it('is what lib/contract generates (run npm run contract:openapi after changing the contract)', () => {
    expect(readFileSync(OPENAPI_PATH, 'utf8') === openApiText(openApiDocument())).toBe(true);
  });

  it('holds every call of the catalogue with each of its answers', () => {
    const { paths } = openApiDocument();
    for (const call of catalogue) {
      const operation = paths[`/${call.path}`]?.[call.method.toLowerCase()];
      expect(operation && Object.keys(call.answers).every((status) => status in operation.responses)).toBe(true);
    }
  });
});
