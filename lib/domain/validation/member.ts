import { array, boolean, mixed, number, object, ref, string, type InferType } from 'yup';
import { addressMatchesPostalCode } from '../postal';
import { CHINESE_OR_ENGLISH, isPassword, words } from './rules';
import { MAX_RECORD_ID } from '../record-id';

/**
 * Every member form of spec-coverage “Members: embedded API” (login, forgot password, first login, new password, change
 * password, e-mail, sales territory, saved recipient), shared by the forms and the embedded API so both
 * refuse the same input with the same words. Quoted spec messages are verbatim; where the spec only
 * describes a rule, the wording chosen is recorded in docs/spec-coverage.md.
 */
export const MEMBER_MESSAGES = {
  loginUsername: '請填寫身分證字號或管理編號',
  password: '請填寫密碼',
  forgotUsername: '請填寫身分證字號或統一編號',
  otp: '請填寫 OTP 驗證碼',
  firstLoginUsername: '請填寫帳號',
  regulation: '未同意會員條款',
  passwordTooShort: '密碼長度過短，最少 8 碼',
  passwordLettersDigits: '請填寫包含英文與數字的密碼',
  confirmPassword: '請填寫確認密碼',
  passwordMismatch: '密碼與確認密碼必須相同',
  oldPassword: '請填寫舊密碼',
  newPassword: '請填寫新密碼',
  changeOtp: '請填寫驗證碼',
  emailFormat: '請填寫正確的電子信箱格式',
  emailHalfWidth: '請再次確認電子信箱是否相同 (限半形，中英文並一定要有@才是正確的 MAIL 格式)',
  emailRequired: '請填寫電子信箱',
  emailMismatch: '電子信箱不一致',
  salesTerritory: '請選擇業績地區',
  otpFailed: 'OTP 驗證失敗',
  resendTooSoon: '簡訊已重複發送',
  resetFailed: '密碼更新失敗，請洽服務人員',
  addressFull: '已達最大筆數',
  exited: '您的傳銷權資格已退出，需先辦理重新入會',
  // Wordings chosen for rules the spec states without a Traditional Chinese text:
  postalCodeRequired: '請填寫郵遞區號',
  postalCodeFormat: '郵遞區號須為 3 至 6 碼數字',
  postalCodePlace: '郵遞區號與縣市、鄉鎮市區不符，請重新確認',
  cityRequired: '請選擇縣市',
  districtRequired: '請選擇鄉鎮市區',
  addressRequired: '請填寫收件地址',
  addressCharacters: '請正確填寫收件地址，不可包含特殊符號',
  recipientNameRequired: '請填寫收件人姓名',
  recipientNameCharacters: '收件人姓名限填中文、英文或空白',
  recipientPhoneRequired: '請填寫收件人電話',
  recipientPhoneDigits: '收件人電話限填數字，最多 10 碼',
} as const;

const M = MEMBER_MESSAGES;

/** Maximum saved recipients (spec-coverage “Members: embedded API”: the add form shows while 10 or fewer, so at most 11). */
export const MAX_GENERAL_ADDRESSES = 11;

/** Whether a member with `count` saved recipients may save another: the add form shows while 10 or fewer exist (spec-coverage “Members: session and screens”). */
export const canAddAddress = (count: number) => count < MAX_GENERAL_ADDRESSES;

/** Only half-width printable characters, with an @: the spec's e-mail "half-width" rule. */
const isHalfWidthEmail = (value: string) => /^[\x21-\x7e]+$/.test(value) && value.includes('@');

/** Address text: word characters, Chinese characters, half-width parentheses and hyphens only. */
export const ADDRESS_PATTERN = /^[\w\p{Script=Han}()-]+$/u;

// ----- fields -----

/** A new password: required, at least 8 characters, letters and digits; case-sensitive. */
export const newPasswordField = (requiredMessage: string = M.password) =>
  string()
    .required(requiredMessage)
    .min(8, M.passwordTooShort)
    .test('letters-and-digits', M.passwordLettersDigits, (value) => !value || isPassword(value));

/** Its confirmation, equal to the field named `other`. */
export const confirmPasswordField = (other: string) =>
  string()
    .required(M.confirmPassword)
    .oneOf([ref(other)], M.passwordMismatch);

const emailField = () =>
  string()
    .trim()
    .required(M.emailRequired)
    .test('half-width', M.emailHalfWidth, (value) => !value || isHalfWidthEmail(value))
    .email(M.emailFormat)
    .max(120, M.emailFormat);

// ----- login and password flows -----

export const loginSchema = object({
  username: string().trim().required(M.loginUsername).max(20, M.loginUsername),
  password: string().required(M.password).max(100, M.password),
});

/** Step 1 of first login as the API takes it (the password is the 8-digit birth date). */
export const firstLoginSchema = object({
  username: string().trim().required(M.firstLoginUsername).max(20, M.firstLoginUsername),
  password: string().required(M.password).max(100, M.password),
});

/** Step 1 of first login as the form holds it: the terms checkbox too. */
export const firstLoginFormSchema = firstLoginSchema.shape({
  regulation: boolean().oneOf([true], M.regulation).required(M.regulation),
});

/** Forgot password's first step, and otp/resend: the member's identity card or tax number. */
export const forgotPasswordSchema = object({
  identity_card: string().trim().required(M.forgotUsername).max(20, M.forgotUsername),
});

export const otpCheckSchema = object({
  username: string().trim().required(M.forgotUsername).max(20, M.forgotUsername),
  otp: string()
    .trim()
    .required(M.otp)
    .matches(/^\d{6}$/, M.otpFailed),
});

/** Step 3 of forgot password and of first login, as the form holds it. */
export const newPasswordFormSchema = object({
  new_password: newPasswordField(),
  confirm_password: confirmPasswordField('new_password'),
});

export const resetPasswordSchema = object({
  username: string().trim().required(M.forgotUsername).max(20, M.forgotUsername),
  new_password: newPasswordField(),
  reset_token: string().trim().required(M.resetFailed).max(200, M.resetFailed),
});

/** Change password, step 1 as the form holds it (old, new, confirmation). */
export const changePasswordFormSchema = object({
  old_password: string().required(M.oldPassword),
  new_password: newPasswordField(M.newPassword),
  confirm_password: confirmPasswordField('new_password'),
});

/** Change password, step 2 as the form holds it. */
export const changePasswordOtpSchema = object({
  otp: string()
    .trim()
    .required(M.changeOtp)
    .matches(/^\d{6}$/, M.changeOtp),
});

/** `PUT user/change-password`: without `otp` it sends the SMS code, with it the password changes. */
export const changePasswordSchema = object({
  old_password: string().required(M.oldPassword).max(100, M.oldPassword),
  new_password: newPasswordField(M.newPassword),
  otp: string()
    .trim()
    .matches(/^\d{6}$/, { message: M.changeOtp, excludeEmptyString: false })
    .optional(),
});

// ----- account -----

/** The account page's e-mail form: e-mail and its confirmation. */
export const emailFormSchema = object({
  email: emailField(),
  confirm_email: string()
    .trim()
    .test('same', M.emailMismatch, function (value) {
      return !this.parent.email || value === this.parent.email;
    }),
});

/** `PUT user` with an e-mail: the confirmation is checked when it is sent. */
export const emailUpdateSchema = object({
  email: emailField(),
  confirm_email: string()
    .trim()
    .optional()
    .test('same', M.emailMismatch, function (value) {
      return value === undefined || value === this.parent.email;
    }),
});

export const salesTerritorySchema = object({
  sales_territory_id: number()
    .typeError(M.salesTerritory)
    .required(M.salesTerritory)
    .integer(M.salesTerritory)
    .positive(M.salesTerritory)
    .max(MAX_RECORD_ID, M.salesTerritory),
});

// ----- address book -----

export const generalAddressSchema = object({
  name: words(M.recipientNameCharacters, CHINESE_OR_ENGLISH)
    .trim()
    .required(M.recipientNameRequired)
    .max(60, M.recipientNameCharacters),
  phone: string()
    .trim()
    .required(M.recipientPhoneRequired)
    .matches(/^\d{1,10}$/, M.recipientPhoneDigits),
  postal_code: string()
    .trim()
    .required(M.postalCodeRequired)
    .matches(/^\d{3,6}$/, M.postalCodeFormat)
    // The city and district belong to the code (the shipping fee and the outlying-island rules go by the code).
    .test('postal-code-place', M.postalCodePlace, function (code) {
      const { city, district } = this.parent as { city?: unknown; district?: unknown };
      if (
        !code ||
        !/^\d{3,6}$/.test(code) ||
        typeof city !== 'string' ||
        typeof district !== 'string' ||
        !city.trim() ||
        !district.trim()
      )
        return true;
      return addressMatchesPostalCode(code, `${city}${district}`);
    }),
  city: string().trim().required(M.cityRequired).max(10, M.cityRequired),
  district: string().trim().required(M.districtRequired).max(10, M.districtRequired),
  address: string()
    .trim()
    .required(M.addressRequired)
    .max(200, M.addressCharacters)
    .matches(ADDRESS_PATTERN, M.addressCharacters),
});

/** POST / PUT user/general-addresses' body. */
export type GeneralAddressInput = InferType<typeof generalAddressSchema>;

const DELETE_ONLY = '_method 必須為 delete';

/** POST user/general-addresses/batch-delete: `_method` delete and the ids to delete, at most 100. */
export const addressBatchDeleteSchema = object({
  // `defined` refuses a missing one with the same words (yup runs no other test of the field then).
  _method: mixed()
    .meta({ choices: ['delete'] })
    .defined(DELETE_ONLY)
    .test('delete', DELETE_ONLY, (value) => typeof value === 'string' && value.toLowerCase() === 'delete'),
  id: array(
    number()
      .typeError('請選擇要刪除的資料')
      .integer('請選擇要刪除的資料')
      .positive('請選擇要刪除的資料')
      .max(MAX_RECORD_ID, '請選擇要刪除的資料')
      .required('請選擇要刪除的資料'),
  )
    .typeError('請選擇要刪除的資料')
    .required('請選擇要刪除的資料')
    .min(1, '請選擇要刪除的資料')
    .max(100, '一次最多刪除 100 筆'),
});
