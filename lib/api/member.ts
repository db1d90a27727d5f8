import type { Api } from './client';
import type { GeneralAddress, GeneralAddressInput, LoginPop, Member, Office, PerformanceLookup, RenewalSetting, VideoResource } from '@/lib/contract/types';

type List<T> = { data: T[] };
type One<T> = { data: T };

/** `{data: T}` or a bare T: the member calls answer the Laravel resource shape. */
const unwrap = <T>(body: One<T> | T): T =>
  body && typeof body === 'object' && 'data' in (body as object) ? (body as One<T>).data : (body as T);

/*
 * Member calls of spec-coverage “Members: embedded API”. Signed-in calls take bffApi() (browser) or serverApi(bearer);
 * the calls before login take browserApi(). The token-issuing calls go through /api/session/*.
 */

// — before login (public API) —

/** First login, step 1: username + default password (8-digit birth date) → the masked phone of the SMS. */
export const startFirstLogin = (api: Api, body: { username: string; password: string }) =>
  api
    .post('login', { json: body, searchParams: '_first' })
    .json<{ phone_number?: string }>()
    .then((r) => r.phone_number ?? '');

/** Forgot password, step 1: sends the SMS code. */
export const requestPasswordCode = (api: Api, identityCard: string) =>
  api.post('forgot-password', { json: { identity_card: identityCard } }).json<{ message?: string; phone_number?: string }>();

/** Checks an SMS code → the reset token for reset-password. */
export const checkOtp = (api: Api, body: { username: string; otp: string }) =>
  api
    .post('otp/check', { json: body })
    .json<{ reset_token?: string }>()
    .then((r) => r.reset_token ?? '');

/** Sends the SMS code again (the page locks the button for 60 s). */
export const resendOtp = (api: Api, identityCard: string) =>
  api.post('otp/resend', { json: { identity_card: identityCard } }).json<{ message?: string; phone_number?: string }>();

export const listLoginPops = (api: Api) => api.get('login-pops').json<List<LoginPop>>().then((r) => r.data);

// — signed in (through the BFF) —

export const getProfile = (api: Api) => api.get('users').json<One<Member> | Member>().then(unwrap);

/** PUT user with email or sales_territory_id; a failure's text is in the answer's message. */
export const updateProfile = (api: Api, body: { email: string; confirm_email?: string } | { sales_territory_id: number }) =>
  api.put('user', { json: body }).json<One<Member> | Member>().then(unwrap);

export const getRenewalExpiryDate = (api: Api) =>
  api.get('renewal_settings').json<List<RenewalSetting>>().then((r) => r.data[0]?.renewal_expiry_date ?? null);

/** Change password: without `otp` it checks the old password and sends the SMS code; with it the password changes. */
export const changePassword = (api: Api, body: { old_password: string; new_password: string; otp?: string }) =>
  api.put('user/change-password', { json: body }).json<{ message?: string; phone_number?: string }>();

export const listAddresses = (api: Api) => api.get('user/general-addresses').json<List<GeneralAddress>>().then((r) => r.data);

export const createAddress = (api: Api, body: GeneralAddressInput) =>
  api.post('user/general-addresses', { json: body }).json<One<GeneralAddress>>().then(unwrap);

export const updateAddress = (api: Api, id: number, body: GeneralAddressInput) =>
  api.put(`user/general-addresses/${id}`, { json: body }).json<One<GeneralAddress>>().then(unwrap);

export const deleteAddresses = (api: Api, ids: number[]) =>
  api.post('user/general-addresses/batch-delete', { json: { _method: 'delete', id: ids } }).json<unknown>();

/** The performance lookup (its path is not shown in the spec; the API names it `performances`). */
export const getPerformance = (api: Api) => api.get('performances').json<One<PerformanceLookup>>().then(unwrap);

/** Offices a member may register performance with (GET offices, is_sales_territory_use 1). */
export const listSalesTerritories = (api: Api) =>
  api
    .get('offices')
    .json<List<Office>>()
    .then((r) => r.data.filter((office) => office.is_sales_territory_use === 1));

/** Video resources; a video notice names one of them by title (spec-coverage “Members: embedded API” "Notices"). */
export const listVideoResources = (api: Api) => api.get('video-resources').json<List<VideoResource>>().then((r) => r.data);
