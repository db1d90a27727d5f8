/** SMS codes (spec-coverage “Members: embedded API”): 6 digits, valid 5 minutes, single use; one per member per 60 s. */
export const OTP_TTL_SECONDS = 5 * 60;
/** After a code is requested, no other is sent (and the resend button stays locked) for 60 s. */
export const RESEND_LOCK_SECONDS = 60;
/** Wrong tries after which a code is spent. */
export const MAX_OTP_TRIES = 5;
/** otp/resend only continues a request made within this time. */
export const RESEND_WINDOW_SECONDS = 30 * 60;
/** Reset tokens (otp/check → reset-password): valid 10 minutes, single use. */
export const RESET_TOKEN_TTL_SECONDS = 10 * 60;
