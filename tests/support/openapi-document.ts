import { readFileSync } from 'node:fs';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import type { Call } from '@/lib/contract/call';
import { documentPath } from '@/lib/calls/openapi';
import { OPENAPI_PATH } from '@/lib/calls/openapi-text';

/** The committed docs/openapi.json. */
export const openApi = JSON.parse(readFileSync(OPENAPI_PATH, 'utf8'));

const REF = '#/components/schemas/';
/** The document's references, pointed at its components as one JSON Schema of their own. */
const withLocalRefs = <T>(schema: T): T => JSON.parse(JSON.stringify(schema).replaceAll(`"${REF}`, '"openapi#/$defs/'));

/** JSON Schema 2020-12, the dialect of OpenAPI 3.1, with formats (date, email) asserted, not only noted. */
const ajv = addFormats(new Ajv2020({ strict: true, allowUnionTypes: true }));
/** The document's mark of a field the spec does not name (lib/contract/schema/common.ts `shopAddition`): a note. */
ajv.addKeyword({ keyword: 'x-shop-addition', schemaType: 'boolean' });
ajv.addSchema({ $id: 'openapi', $defs: withLocalRefs(openApi.components.schemas) });

/** The JSON Schema the document gives a call's JSON answer at a status. */
export const documentedSchema = (call: Call, status: number | string): Record<string, unknown> =>
  openApi.paths[documentPath(call)][call.method.toLowerCase()].responses[status].content['application/json'].schema;

/** A validator of a call's JSON answer at a status, as the document describes it. */
export function documentedAnswer(call: Call, status: number | string) {
  const validate = ajv.compile(withLocalRefs(documentedSchema(call, status)));
  return Object.assign((answer: unknown) => validate(answer), { errors: () => ajv.errorsText(validate.errors) });
}
