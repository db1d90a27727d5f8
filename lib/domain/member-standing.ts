/** credit_audit codes that suspend a member's shopping and login (spec-coverage “Orders and payment: the API”). */
const SUSPENDING_CREDIT_AUDITS = new Set(['N', 'X', 'Z']);

/**
 * Whether a member is suspended: credit_audit N, X or Z, in any case and with stray spaces, so the login
 * page and the order API (both read this) never disagree about the same member.
 */
export const isSuspended = (member: { credit_audit: string | null | undefined }) =>
  SUSPENDING_CREDIT_AUDITS.has((member.credit_audit ?? '').trim().toUpperCase());
