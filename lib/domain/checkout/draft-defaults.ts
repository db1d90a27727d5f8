import type { DetailsValues } from './details';
import type { PaymentValues } from './payment';

/*
 * The empty checkout draft, apart from the rules (no yup here): the stored draft (lib/state/checkout)
 * is reset on every logout, so whatever it imports is in every page's bundle.
 */

export const NEW_RECIPIENT = 'new';

export const EMPTY_DETAILS: DetailsValues = {
  delivery: 'home',
  recipient: '',
  name: '',
  phone: '',
  postal_code: '',
  city: '',
  district: '',
  address: '',
  save_recipient: false,
  pickup_office: '',
  pickup_name: '',
  pickup_phone: '',
  invoice_accept_type: '',
  invoice_postal_code: '',
  invoice_city: '',
  invoice_district: '',
  invoice_address: '',
  invoice_office: '',
  carrier_type: '',
  carrier_id: '',
  love_code: '',
};

export const EMPTY_PAYMENT: PaymentValues = { payment: '', installment: '', atm_day: '', card_number: '' };
