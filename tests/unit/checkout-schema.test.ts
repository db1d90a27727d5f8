import {
  isBusinessMember,
  orderDetailsSchema,
  orderPaymentSchema,
  postalCodeNumber,
  postalCodeText,
  trimPhone,
} from '@/lib/domain/checkout/schema';

const errorsOf = async (
  schema: typeof orderDetailsSchema | typeof orderPaymentSchema,
  values: object,
  business = false,
) =>
  schema.validate(values, { abortEarly: false, context: { business } }).then(
    () => [],
    (error: { errors: string[] }) => [...error.errors].sort(),
  );

const home = {
  sale_territory: '01',
  delivery_code: '51',
  receiver: '王小明',
  receiver_phone: '0912345678',
  postal_code: '104',
  receiver_address: '臺北市中山區南京東路二段100號',
};

/** The errors of home delivery to this postal code and address. */
const addressErrors = (postal_code: string | number, receiver_address: string) =>
  errorsOf(orderDetailsSchema, { ...home, postal_code, receiver_address, carrier_type: 1 });
const MISMATCH = '郵遞區號與收件地址的縣市、鄉鎮市區不符，請重新確認';

describe('step 2 details (spec-coverage “Order life: payments, deadlines, failures and refunds”)', () => {
  it('needs a sales territory', async () => {
    expect(await errorsOf(orderDetailsSchema, { ...home, sale_territory: '', carrier_type: 1 })).toEqual([
      '請選擇業績地區',
    ]);
  });

  it('home delivery needs a valid recipient address', async () => {
    expect(await errorsOf(orderDetailsSchema, { ...home, receiver_address: '', carrier_type: 1 })).toEqual([
      '請填寫收件地址',
    ]);
    expect(await errorsOf(orderDetailsSchema, { ...home, receiver_address: '臺北市#100號', carrier_type: 1 })).toEqual([
      '請填寫收件地址',
    ]);
    expect(await errorsOf(orderDetailsSchema, { ...home, postal_code: '1', carrier_type: 1 })).toEqual([
      '請填寫收件地址',
    ]);
    expect(await errorsOf(orderDetailsSchema, { ...home, carrier_type: 1 })).toEqual([]);
  });

  it('home delivery: the address lies in the postal code’s city and district (the fee goes by the code)', async () => {
    expect(await addressErrors('100', '金門縣金沙鎮環島北路1號')).toEqual([MISMATCH]);
    expect(await addressErrors('100', '臺北市中正區金門縣金沙鎮環島北路1號')).toEqual([MISMATCH]);
    expect(await addressErrors('10491', '台北市中山區南京東路二段100號')).toEqual([]);
  });

  it('a postal code several districts share takes each of them (300: 新竹市東區, 北區, 香山區; 600: 嘉義市東區, 西區), and no other', async () => {
    for (const [postal_code, receiver_address] of [
      ['300', '新竹市東區光復路二段101號'],
      ['300', '新竹市北區中正路120號'],
      ['30093', '新竹市香山區中華路五段1號'],
      ['600', '嘉義市西區中山路1號'],
    ]) {
      expect(await addressErrors(postal_code, receiver_address)).toEqual([]);
    }
    expect(await addressErrors('300', '嘉義市西區中山路1號')).toEqual([MISMATCH]);
  });

  it('postal_code is a number (M §7); the digits as a string, the earlier form, are read as that number, by the same rules', async () => {
    expect(await errorsOf(orderDetailsSchema, { ...home, postal_code: 104, carrier_type: 1 })).toEqual([]);
    expect(await errorsOf(orderDetailsSchema, { ...home, postal_code: 10491, carrier_type: 1 })).toEqual([]);
    expect(orderDetailsSchema.validateSync({ ...home, postal_code: 104, carrier_type: 1 }).postal_code).toBe(104);
    expect(orderDetailsSchema.validateSync({ ...home, postal_code: '104', carrier_type: 1 }).postal_code).toBe(104);
    for (const postal_code of [1, 12, 1_234_567, 104.5, 'abc', null])
      expect(await errorsOf(orderDetailsSchema, { ...home, postal_code, carrier_type: 1 })).toEqual(['請填寫收件地址']);
    expect(await addressErrors(100, '金門縣金沙鎮環島北路1號')).toEqual([MISMATCH]);
    expect(postalCodeText(104)).toBe('104');
    expect(postalCodeText(null)).toBe('');
    expect(postalCodeNumber(' 407 ')).toBe(407);
    expect(postalCodeNumber('40')).toBeNull();
  });

  it('carrier_id and love_code are left out when their carrier type is not chosen (M §7); null, the earlier form, is read as absent', async () => {
    expect(await errorsOf(orderDetailsSchema, { ...home, carrier_type: 1 })).toEqual([]);
    expect(await errorsOf(orderDetailsSchema, { ...home, carrier_type: 1, carrier_id: null, love_code: null })).toEqual(
      [],
    );
    expect(await errorsOf(orderDetailsSchema, { ...home, carrier_type: 2, carrier_id: '/ABC1234' })).toEqual([]);
    expect(await errorsOf(orderDetailsSchema, { ...home, carrier_type: 4, love_code: '919' })).toEqual([]);
  });

  it('office pickup needs the receiver name and phone, no address', async () => {
    const pickup = { sale_territory: '01', delivery_code: '03', carrier_type: 1 };
    expect(await errorsOf(orderDetailsSchema, pickup)).toEqual(['請填寫姓名', '請填寫電話'].sort());
    expect(await errorsOf(orderDetailsSchema, { ...pickup, receiver: '王小明', receiver_phone: '0912345678' })).toEqual(
      [],
    );
  });

  it('a business member chooses an invoice destination: 2 needs an address, 3 an office', async () => {
    expect(await errorsOf(orderDetailsSchema, home, true)).toEqual(['請選擇發票寄送方式']);
    expect(await errorsOf(orderDetailsSchema, { ...home, invoice_accept_type: 2 }, true)).toEqual(['請填寫發票地址']);
    expect(await errorsOf(orderDetailsSchema, { ...home, invoice_accept_type: 3 }, true)).toEqual(['請選擇營業所']);
    expect(await errorsOf(orderDetailsSchema, { ...home, invoice_accept_type: 1 }, true)).toEqual([]);
  });

  it('an individual chooses a carrier: 2 needs a mobile barcode, 4 a love code', async () => {
    expect(await errorsOf(orderDetailsSchema, home)).toEqual(['請選擇發票載具']);
    expect(await errorsOf(orderDetailsSchema, { ...home, carrier_type: 2 })).toEqual(['請選擇手機條碼']);
    expect(await errorsOf(orderDetailsSchema, { ...home, carrier_type: 4 })).toEqual(['請選擇愛心碼']);
    expect(await errorsOf(orderDetailsSchema, { ...home, carrier_type: 3 })).toEqual(['請選擇發票載具']);
  });

  it('trims a phone to 10 digits and tells business members by their identity card', () => {
    expect(trimPhone('09123456789')).toBe('0912345678');
    expect(isBusinessMember('12345675')).toBe(true);
    expect(isBusinessMember('A123456789')).toBe(false);
  });
});

describe('step 3 payment (spec-coverage “Order life: payments, deadlines, failures and refunds”)', () => {
  it('needs a method', async () => expect(await errorsOf(orderPaymentSchema, {})).toEqual(['請選擇付款方式']));

  it('a card needs instalment periods (0 for none)', async () => {
    expect(await errorsOf(orderPaymentSchema, { payment: 2 })).toEqual(['請選擇分期期數']);
    expect(await errorsOf(orderPaymentSchema, { payment: 1, installment: 0 })).toEqual([]);
  });

  it('ATM needs a date and exactly five digits of the account', async () => {
    expect(await errorsOf(orderPaymentSchema, { payment: 4 })).toEqual(
      ['請選擇付款日期', '請填寫匯款帳號末 5 碼'].sort(),
    );
    expect(await errorsOf(orderPaymentSchema, { payment: 4, atm_day: '2026-11-25', card_number: '1234' })).toEqual([
      '請填寫匯款帳號末 5 碼',
    ]);
    expect(await errorsOf(orderPaymentSchema, { payment: 4, atm_day: '2026-11-25', card_number: '12345' })).toEqual([]);
  });
});
