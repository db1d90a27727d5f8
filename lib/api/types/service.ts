import type { BaseRecord } from './common';

/**
 * A nationwide service base (service-bases, /service/stronghold). `city` is a county or city name
 * written with 臺 (臺北市, 臺中市…), the name the map of Taiwan uses; times are 'HH:mm:ss'.
 */
export type ServiceBase = BaseRecord & {
  sort: number;
  name: string;
  city: string;
  district: string;
  address: string;
  telephone: string;
  contact_person: string;
  open_time: string;
  close_time: string;
  /** A map link for the base; opened in a new window. */
  url: string | null;
};
