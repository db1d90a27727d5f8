import {
  detailsErrors,
  detailsPayload,
  EMPTY_DETAILS,
  NEW_RECIPIENT,
  type DetailsValues,
} from '@/lib/domain/checkout/details';
import { ORDER_MESSAGES as M } from '@/lib/domain/orders';
import { MEMBER_MESSAGES } from '@/lib/domain/validation/member';
import { savedRecipient } from '../support/cart-fixtures';

const home: DetailsValues = {
  ...EMPTY_DETAILS,
  recipient: '7',
  ...savedRecipient,
  carrier_type: '1',
};
const pickup: DetailsValues = {
  ...EMPTY_DETAILS,
  delivery: 'office',
  pickup_office: '05',
  pickup_name: '林志明',
  pickup_phone: '0912111222',
  carrier_type: '1',
};

describe('step 2 payload (spec-coverage “Checkout pages” "Order submit payload")', () => {
  it('home delivery: code 51, the recipient, the postal code (M §7: a number) and the joined address; no carrier_id or love_code for carrier 1', () => {
    expect(detailsPayload(home, '03', false)).toStrictEqual({
      sale_territory: '03',
      delivery_code: '51',
      receiver: '林志明',
      receiver_phone: '0912111222',
      postal_code: 407,
      receiver_address: '臺中市西屯區市政路386號5樓',
      invoice_accept_type: null,
      invoice_address: null,
      carrier_type: 1,
    });
    expect(JSON.stringify(detailsPayload(home, '03', false))).toContain('"postal_code":407,');
  });

  it('office pickup: the office code, no address, the phone trimmed to 10 digits', () => {
    const payload = detailsPayload({ ...pickup, pickup_phone: '0912-111-222-999' }, '03', false);
    expect(payload).toMatchObject({
      delivery_code: '05',
      receiver_phone: '0912111222',
      postal_code: null,
      receiver_address: null,
    });
  });

  it('a business member sends the invoice destination and no carrier; an individual the carrier and no invoice', () => {
    const business = {
      ...home,
      carrier_type: '4' as const,
      love_code: '919',
      invoice_accept_type: '2' as const,
      invoice_postal_code: '802',
      invoice_city: '高雄市',
      invoice_district: '苓雅區',
      invoice_address: '四維三路6號',
    };
    expect(detailsPayload(business, '05', true)).toMatchObject({
      invoice_accept_type: 2,
      invoice_address: '802高雄市苓雅區四維三路6號',
      carrier_type: null,
    });
    expect(detailsPayload(business, '05', true)).not.toHaveProperty('love_code');
    expect(detailsPayload(business, '05', true)).not.toHaveProperty('carrier_id');
    expect(detailsPayload({ ...business, invoice_accept_type: '3', invoice_office: '01' }, '05', true)).toMatchObject({
      invoice_accept_type: 3,
      invoice_address: '01',
    });
    expect(detailsPayload(business, '05', false)).toMatchObject({
      invoice_accept_type: null,
      invoice_address: null,
      carrier_type: 4,
      love_code: '919',
    });
    expect(
      detailsPayload({ ...home, carrier_type: '2', carrier_id: '/ABC1234', love_code: '919' }, '03', false),
    ).toMatchObject({ carrier_type: 2, carrier_id: '/ABC1234' });
    expect(
      detailsPayload({ ...home, carrier_type: '2', carrier_id: '/ABC1234', love_code: '919' }, '03', false),
    ).not.toHaveProperty('love_code');
    expect(detailsPayload(business, '05', false)).not.toHaveProperty('carrier_id');
  });
});

describe("step 2 errors on the form's fields (spec-coverage “Checkout pages”)", () => {
  it('a complete individual home delivery and pickup pass', () => {
    expect(detailsErrors(home, '03', false)).toEqual({});
    expect(detailsErrors(pickup, '03', false)).toEqual({});
  });

  it('sales territory required', () => {
    expect(detailsErrors(home, '', false)).toEqual({ sale_territory: M.salesTerritory });
  });

  it("a typed recipient: each part on its own field, with the address book's messages", () => {
    const typed = { ...EMPTY_DETAILS, recipient: NEW_RECIPIENT, carrier_type: '1' as const };
    expect(detailsErrors(typed, '03', false)).toEqual({
      name: MEMBER_MESSAGES.recipientNameRequired,
      phone: MEMBER_MESSAGES.recipientPhoneRequired,
      postal_code: MEMBER_MESSAGES.postalCodeRequired,
      city: MEMBER_MESSAGES.cityRequired,
      district: MEMBER_MESSAGES.districtRequired,
      address: MEMBER_MESSAGES.addressRequired,
    });
    expect(detailsErrors({ ...home, recipient: NEW_RECIPIENT, address: '市政路#1' }, '03', false)).toEqual({
      address: MEMBER_MESSAGES.addressCharacters,
    });
    expect(detailsErrors({ ...home, recipient: NEW_RECIPIENT, phone: '09121112223' }, '03', false)).toEqual({
      phone: MEMBER_MESSAGES.recipientPhoneDigits,
    });
  });

  it('no saved recipient chosen: 請填寫收件地址 on the recipient choice', () => {
    expect(detailsErrors({ ...EMPTY_DETAILS, carrier_type: '1' }, '03', false)).toEqual({
      recipient: M.recipientAddress,
    });
  });

  it('pickup: an office, a name and a phone', () => {
    expect(detailsErrors({ ...pickup, pickup_office: '', pickup_name: '', pickup_phone: '' }, '03', false)).toEqual({
      pickup_office: M.office,
      pickup_name: M.receiverName,
      pickup_phone: M.receiverPhone,
    });
    expect(detailsErrors({ ...pickup, pickup_name: 'Lin#1' }, '03', false)).toEqual({
      pickup_name: MEMBER_MESSAGES.recipientNameCharacters,
    });
  });

  it('an over-long pickup phone is trimmed, not refused', () => {
    expect(detailsErrors({ ...pickup, pickup_phone: '091211122299' }, '03', false)).toEqual({});
  });

  it('a business member: the invoice destination, a new invoice address, an invoice office; never a carrier', () => {
    const business = { ...home, carrier_type: '' as const };
    expect(detailsErrors(business, '05', true)).toEqual({ invoice_accept_type: M.invoiceType });
    expect(detailsErrors({ ...business, invoice_accept_type: '1' }, '05', true)).toEqual({});
    expect(detailsErrors({ ...business, invoice_accept_type: '2' }, '05', true)).toEqual({
      invoice_postal_code: M.invoiceAddress,
      invoice_city: M.invoiceAddress,
      invoice_district: M.invoiceAddress,
      invoice_address: M.invoiceAddress,
    });
    expect(
      detailsErrors(
        {
          ...business,
          invoice_accept_type: '2',
          invoice_postal_code: '802',
          invoice_city: '高雄市',
          invoice_district: '苓雅區',
          invoice_address: '四維三路6號',
        },
        '05',
        true,
      ),
    ).toEqual({});
    expect(detailsErrors({ ...business, invoice_accept_type: '3' }, '05', true)).toEqual({ invoice_office: M.office });
    expect(detailsErrors({ ...business, invoice_accept_type: '3', invoice_office: '03' }, '05', true)).toEqual({});
  });

  it('an individual: a carrier; a mobile barcode for type 2; a love code for type 4; never an invoice destination', () => {
    const individual = { ...home, carrier_type: '' as const, invoice_accept_type: '2' as const };
    expect(detailsErrors(individual, '03', false)).toEqual({ carrier_type: M.carrierType });
    expect(detailsErrors({ ...individual, carrier_type: '2' }, '03', false)).toEqual({ carrier_id: M.mobileBarcode });
    expect(detailsErrors({ ...individual, carrier_type: '2', carrier_id: '/ABC1234' }, '03', false)).toEqual({});
    expect(detailsErrors({ ...individual, carrier_type: '4' }, '03', false)).toEqual({ love_code: M.loveCode });
    expect(detailsErrors({ ...individual, carrier_type: '4', love_code: '919' }, '03', false)).toEqual({});
  });
});
