'use client';

import useSWR from 'swr';
import { call, dataOf } from '@/lib/api/call';
import { bffApi } from '@/lib/api/member-browser';
import { READ_OPTIONS } from './read-options';

/** SWR keys of the member's server state; logout clears them all. */
export const MEMBER_KEYS = { profile: 'member/users', addresses: 'member/general-addresses' } as const;

/** The signed-in member (GET users). */
export function useMember() {
  return useSWR(MEMBER_KEYS.profile, () => call(bffApi(), 'GET users').then(dataOf), READ_OPTIONS);
}

/** The frequent recipients (GET user/general-addresses). */
export function useAddresses() {
  return useSWR(MEMBER_KEYS.addresses, () => call(bffApi(), 'GET user/general-addresses').then(dataOf), READ_OPTIONS);
}
