import { isRecord } from './api-dates';

// A message that speaks of the code itself (not of 簡訊 alone, which may only tell of the change).
const NAMES_A_CODE = /驗證碼|otp/i;

/**
 * Whether the first PUT user/change-password sent an SMS code (decision 0032) rather than changing the password at once,
 * as an API built from the spec may (issue 50, D23): `otp_required: true`, a `phone_number` or a message naming the
 * code, in the answer or under its `data`. Any other success changed the password.
 */
export function changePasswordSentCode(answer: unknown): boolean {
  const records = isRecord(answer) ? [answer, answer.data].filter(isRecord) : [];
  return records.some(
    (record) =>
      record.otp_required === true ||
      (typeof record.phone_number === 'string' && record.phone_number !== '') ||
      (typeof record.message === 'string' && NAMES_A_CODE.test(record.message)),
  );
}
