/*
 * The checkout draft's shape and its empty values, apart from the rules (no yup here): the stored
 * draft (lib/state/checkout-draft) is reset on every logout, so whatever it imports is in every page's
 * bundle. details.ts and payment.ts re-export the shapes with their rules.
 */

/**
 * Step 2 "fill in data" as the form holds it (spec-coverage “Checkout pages”). The sales territory is kept apart
 * (its own stored value, as the spec keeps it). A saved recipient's fields are copied into
 * name … address when chosen, so the draft alone says where the order goes.
 */
export type DetailsValues = {
  delivery: 'home' | 'office';
  /** Home delivery: a saved recipient's id, or 'new' for an address typed here. */
  recipient: string;
  name: string;
  phone: string;
  postal_code: string;
  city: string;
  district: string;
  address: string;
  /** Save the typed address as a frequent recipient (offered while 10 or fewer are saved). */
  save_recipient: boolean;
  /** Office pickup: the office's code, and who picks up. */
  pickup_office: string;
  pickup_name: string;
  pickup_phone: string;
  /** Business members: 1 same as delivery, 2 a new address, 3 office pickup. */
  invoice_accept_type: '' | '1' | '2' | '3';
  invoice_postal_code: string;
  invoice_city: string;
  invoice_district: string;
  invoice_address: string;
  invoice_office: string;
  /** Individual members: 1 member carrier, 2 mobile barcode, 4 donation. */
  carrier_type: '' | '1' | '2' | '4';
  carrier_id: string;
  love_code: string;
};

/** Step 3 "payment" as the form holds it (spec-coverage “Checkout pages”). */
export type PaymentValues = {
  /** The payment id: 1 taiShinCard, 2 card, 3 unionPay, 4 ATM. */
  payment: '' | '1' | '2' | '3' | '4';
  /** Card payments: instalment periods, '0' paid at once. */
  installment: string;
  /** ATM: a remittance date 'YYYY-MM-DD' and the paying account's last five digits. */
  atm_day: string;
  card_number: string;
};

export const NEW_RECIPIENT = 'new';

/** A recipient, empty: step 2's home delivery and the address book's new saved recipient. */
export const EMPTY_RECIPIENT = { name: '', phone: '', postal_code: '', city: '', district: '', address: '' };

export const EMPTY_DETAILS: DetailsValues = {
  delivery: 'home',
  recipient: '',
  ...EMPTY_RECIPIENT,
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
