import { ValidationError, type Schema } from 'yup';
import {
  changePasswordFormSchema,
  changePasswordOtpSchema,
  emailFormSchema,
  firstLoginFormSchema,
  forgotPasswordSchema,
  loginSchema,
  newPasswordFormSchema,
  salesTerritorySchema,
} from '@/lib/domain/validation/member';

/** The member forms' own schemas (the API tests cover the ones the API shares): field → messages. */
async function errorsOf(schema: Schema, value: unknown) {
  try {
    await schema.validate(value, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const out: Record<string, string[]> = {};
    for (const inner of error.inner) (out[inner.path ?? '_'] ??= []).push(inner.message);
    return out;
  }
}

describe('member form schemas (spec-coverage “Members: embedded API”)', () => {
  it('login and forgot: required messages', async () => {
    expect(await errorsOf(loginSchema, {})).toEqual({
      username: ['請填寫身分證字號或管理編號'],
      password: ['請填寫密碼'],
    });
    expect(await errorsOf(forgotPasswordSchema, { identity_card: '  ' })).toEqual({
      identity_card: ['請填寫身分證字號或統一編號'],
    });
  });

  it('first login: account, password and the terms checkbox', async () => {
    expect(await errorsOf(firstLoginFormSchema, { regulation: false })).toEqual({
      username: ['請填寫帳號'],
      password: ['請填寫密碼'],
      regulation: ['未同意會員條款'],
    });
    expect(
      await errorsOf(firstLoginFormSchema, { username: 'C123456781', password: '19900517', regulation: true }),
    ).toEqual({});
  });

  it('new password: required, at least 8, letters and digits, confirmation equal (case-sensitive)', async () => {
    expect(await errorsOf(newPasswordFormSchema, {})).toEqual({
      new_password: ['請填寫密碼'],
      confirm_password: ['請填寫確認密碼'],
    });
    expect(await errorsOf(newPasswordFormSchema, { new_password: 'abc12', confirm_password: 'abc12' })).toEqual({
      new_password: ['密碼長度過短，最少 8 碼'],
    });
    expect(await errorsOf(newPasswordFormSchema, { new_password: '12345678', confirm_password: '12345678' })).toEqual({
      new_password: ['請填寫包含英文與數字的密碼'],
    });
    expect(await errorsOf(newPasswordFormSchema, { new_password: 'Abcd1234', confirm_password: 'abcd1234' })).toEqual({
      confirm_password: ['密碼與確認密碼必須相同'],
    });
    expect(await errorsOf(newPasswordFormSchema, { new_password: 'Abcd1234', confirm_password: 'Abcd1234' })).toEqual(
      {},
    );
  });

  it('change password: old, new and the SMS code', async () => {
    expect(await errorsOf(changePasswordFormSchema, {})).toEqual({
      old_password: ['請填寫舊密碼'],
      new_password: ['請填寫新密碼'],
      confirm_password: ['請填寫確認密碼'],
    });
    expect(await errorsOf(changePasswordOtpSchema, {})).toEqual({ otp: ['請填寫驗證碼'] });
    expect(await errorsOf(changePasswordOtpSchema, { otp: '123456' })).toEqual({});
  });

  it('e-mail and its confirmation', async () => {
    expect(await errorsOf(emailFormSchema, { email: '', confirm_email: '' })).toEqual({ email: ['請填寫電子信箱'] });
    expect(await errorsOf(emailFormSchema, { email: 'a@example.com', confirm_email: 'b@example.com' })).toEqual({
      confirm_email: ['電子信箱不一致'],
    });
    expect(await errorsOf(emailFormSchema, { email: 'a@example.com', confirm_email: '' })).toEqual({
      confirm_email: ['電子信箱不一致'],
    });
    expect(await errorsOf(emailFormSchema, { email: 'a@example.com', confirm_email: 'a@example.com' })).toEqual({});
  });

  it('sales territory required', async () => {
    expect(await errorsOf(salesTerritorySchema, { sales_territory_id: '' })).toEqual({
      sales_territory_id: ['請選擇業績地區'],
    });
    expect(await errorsOf(salesTerritorySchema, { sales_territory_id: '3' })).toEqual({});
  });
});
