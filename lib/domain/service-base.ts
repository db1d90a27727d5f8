import type { ServiceBase } from '@/lib/contract/types';

/** A service base as /service/stronghold lists it, whichever form the API answered. */
export type ServiceBaseRow = {
  id: number;
  name: string;
  city: string;
  district: string;
  address: string;
  telephone: string;
  contact_person: string | null;
  open_time: string | null;
  close_time: string | null;
  url: string | null;
};

const filled = (...values: (string | null | undefined)[]) => values.find((value) => !!value?.trim()) ?? null;

/**
 * A service base read in either form (docs/api-contract.md "Where the spec is silent or says two things: the
 * shop's readings"): the embedded API's `name`, `open_time`, `close_time`, or P §3 Service office's `title`,
 * `operate_start`, `operate_end`. A base with neither name is named by its city and district, never blank.
 */
export function serviceBaseRow(base: ServiceBase): ServiceBaseRow {
  return {
    id: base.id,
    name: filled(base.name, base.title) ?? `${base.city}${base.district}服務據點`,
    city: base.city,
    district: base.district,
    address: base.address,
    telephone: base.telephone,
    contact_person: filled(base.contact_person),
    open_time: filled(base.open_time, base.operate_start),
    close_time: filled(base.close_time, base.operate_end),
    url: base.url ?? null,
  };
}
