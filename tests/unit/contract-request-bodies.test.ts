import { array, mixed, number, object, string, type AnyObjectSchema } from 'yup';
import { z } from 'zod';
import { catalogue } from '@/lib/calls/catalogue';
import { bodyFrom } from '@/lib/calls/from-yup';
import { cartAddRequestSchema, cartUpdateRequestSchema, productIdSchema } from '@/lib/domain/cart/request';
import { ebookViewSchema } from '@/lib/domain/ebook-view';
import { orderPayloadSchema } from '@/lib/domain/checkout/schema';
import { contactInquirySchema } from '@/lib/domain/validation/contact';
import * as member from '@/lib/domain/validation/member';

const jsonSchema = (schema: z.ZodType) =>
  z.toJSONSchema(schema, { io: 'input' }) as { properties: Record<string, unknown>; required?: string[] };
const bodyOf = (name: string) => catalogue.find((call) => call.name === name)?.body;

describe("the contract's request bodies are the API's own yup rules", () => {
  it.each<[string, AnyObjectSchema]>([
    ['POST user/general-addresses', member.generalAddressSchema],
    ['PUT user/general-addresses/{id}', member.generalAddressSchema],
    ['POST user/general-addresses/batch-delete', member.addressBatchDeleteSchema],
    ['POST user/shopping-carts', cartAddRequestSchema],
    ['PUT user/shopping-carts/{id}', cartUpdateRequestSchema],
    ['POST user/favorites', productIdSchema],
    ['POST orders', orderPayloadSchema],
    ['POST login', member.loginSchema],
    ['POST login?_first', member.firstLoginSchema],
    ['POST forgot-password', member.forgotPasswordSchema],
    ['POST otp/check', member.otpCheckSchema],
    ['POST otp/resend', member.forgotPasswordSchema],
    ['PUT reset-password', member.resetPasswordSchema],
    ['PUT user/change-password', member.changePasswordSchema],
    ['PUT user', member.emailUpdateSchema.concat(member.salesTerritorySchema).partial()],
    ['POST mail-to-tocin', contactInquirySchema],
    ['PUT ebook-classes/{id}/count', ebookViewSchema],
  ])('%s documents exactly the fields, requirements and bounds its yup schema validates', (name, rule) => {
    const body = bodyOf(name);
    expect(body).toBeDefined();
    const documented = jsonSchema(body!);
    const { fields } = rule.describe();
    expect(Object.keys(documented.properties).sort()).toEqual(Object.keys(fields).sort());
    const required = Object.entries(fields)
      .filter(([, field]) => 'optional' in field && !field.optional)
      .map(([key]) => key);
    expect([...(documented.required ?? [])].sort()).toEqual(required.sort());
    expect(documented).toEqual(jsonSchema(bodyFrom(rule)));
  });

  it.each(['POST user/general-addresses/batch-delete', 'POST user/characters/batch-delete'])(
    '%s documents `_method` as required: the API refuses a body without it',
    (name) => {
      const documented = jsonSchema(bodyOf(name)!);
      expect(documented.required).toEqual(expect.arrayContaining(['_method', 'id']));
      expect(bodyOf(name)!.safeParse({ id: [1] }).success).toBe(false);
    },
  );

  it('reads types, requirements, choices and bounds from the schema', () => {
    const rule = object({
      name: string().trim().required('請填寫姓名').max(60, '太長'),
      gender: string().required('請選擇性別').oneOf(['M', 'F'], '請選擇性別'),
      quantity: number().integer().min(1).max(9).nullable(),
      word: mixed<string>()
        .meta({ choices: ['甲', '乙'] })
        .test('one-of', '請選擇字', () => true),
      ids: array(number().integer().positive().required()).required(),
      nested: object({ note: string() }),
    });
    const body = bodyFrom(rule);
    expect(body.safeParse({ name: '王小明', gender: 'F', ids: [1], nested: {} }).success).toBe(true);
    expect(body.safeParse({ name: '王小明', gender: 'X', ids: [1], nested: {} }).success).toBe(false);
    expect(body.safeParse({ gender: 'F', ids: [1], nested: {} }).success).toBe(false);
    expect(body.safeParse({ name: 'x'.repeat(61), gender: 'F', ids: [1], nested: {} }).success).toBe(false);
    expect(body.safeParse({ name: 'a', gender: 'F', quantity: 10, ids: [1], nested: {} }).success).toBe(false);
    expect(body.safeParse({ name: 'a', gender: 'F', quantity: null, ids: [1], nested: {} }).success).toBe(true);
    expect(body.safeParse({ name: 'a', gender: 'F', word: '丙', ids: [1], nested: {} }).success).toBe(false);
    expect(body.safeParse({ name: 'a', gender: 'F', ids: [0], nested: {} }).success).toBe(false);
  });

  it('refuses a schema that is not an object: a body is one', () => {
    expect(() => bodyFrom(string())).toThrow(TypeError);
  });
});
