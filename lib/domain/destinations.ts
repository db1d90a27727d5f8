/**
 * Pages the rules send a member to: home (a blocked step 1, a finished or refused visit) and the
 * account page (step 1 without an e-mail; /member for a signed-in member). They live with the rules,
 * which may not import lib/routes; lib/routes/member.ts hands them on with the other member paths.
 */
export const HOME_PATH = '/home';
export const ACCOUNT_PATH = '/member/account';
