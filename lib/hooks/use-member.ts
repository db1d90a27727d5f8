'use client';

import useSWR from 'swr';
import { getProfile, getRenewalExpiryDate, listAddresses } from '@/lib/api/member';
import { bffApi } from '@/lib/api/member-browser';
import { MEMBER_READ } from './member-read';

/** SWR keys of the member's server state; logout clears them all. */
export const MEMBER_KEYS = { profile: 'member/users', renewal: 'member/renewal_settings', addresses: 'member/general-addresses' } as const;


/** The signed-in member (GET users). */
export function useMember() {
  return useSWR(MEMBER_KEYS.profile, () => getProfile(bffApi()), MEMBER_READ);
}

/** The renewal expiry date (first entry of GET renewal_settings). */
export function useRenewalExpiryDate() {
  return useSWR(MEMBER_KEYS.renewal, () => getRenewalExpiryDate(bffApi()), MEMBER_READ);
}

/** The frequent recipients (GET user/general-addresses). */
export function useAddresses() {
  return useSWR(MEMBER_KEYS.addresses, () => listAddresses(bffApi()), MEMBER_READ);
}
