import {
  installmentOptions,
  onlyInstallment,
  paymentErrors,
  paymentPayload,
  refusesFragileDelivery,
  type PaymentValues,
} from '@/lib/domain/checkout/payment';
import { ORDER_MESSAGES as M } from '@/lib/domain/orders';

const ordinary = ['04001'];
const lucky = ['01001', '01205'];
/** The seeded methods' data: taiShinCard up to 12, card up to 9, 銀聯卡 and ATM paid at once. */
const methods = [
  { id: 1, max_installment: 12 },
  { id: 2, max_installment: 9 },
  { id: 3, max_installment: 0 },
  { id: 4, max_installment: 0 },
];
const context = { methods, total: 12_000, productNumbers: ordinary, postalCode: '407' };
const card = (payment: PaymentValues['payment'], installment: string): PaymentValues => ({
  payment,
  installment,
  atm_day: '',
  card_number: '',
});

describe('step 3 instalment options (spec-coverage “Checkout pages”)', () => {
  it('by the total with shipping: 0; 3 from 3,000; 6 from 10,000; 9 from 25,000', () => {
    expect(installmentOptions('2', methods, 2_999, ordinary)).toEqual([0]);
    expect(installmentOptions('2', methods, 3_000, ordinary)).toEqual([0, 3]);
    expect(installmentOptions('2', methods, 10_000, ordinary)).toEqual([0, 3, 6]);
    expect(installmentOptions('2', methods, 25_000, ordinary)).toEqual([0, 3, 6, 9]);
  });

  it('12 only with taiShinCard on an all-lucky order', () => {
    expect(installmentOptions('1', methods, 10_800, lucky)).toEqual([0, 3, 6, 12]);
    expect(installmentOptions('2', methods, 10_800, lucky)).toEqual([0, 3, 6]);
    expect(installmentOptions('1', methods, 10_800, [...lucky, '04001'])).toEqual([0, 3, 6]);
  });

  it('never past what the method’s data allows: 銀聯卡 is paid at once (its own text says so)', () => {
    expect(installmentOptions('3', methods, 25_000, ordinary)).toEqual([0]);
    expect(installmentOptions('3', methods, 10_800, lucky)).toEqual([0]);
    expect(paymentErrors(card('3', '3'), context)).toEqual({ installment: M.installment });
    expect(paymentErrors(card('3', '0'), context)).toEqual({});
  });

  it('a payment with one period allowed takes it without asking; with more, or none, the member chooses', () => {
    expect(onlyInstallment(installmentOptions('3', methods, 25_000, ordinary))).toBe('0');
    expect(onlyInstallment(installmentOptions('2', methods, 2_999, ordinary))).toBe('0');
    expect(onlyInstallment(installmentOptions('2', methods, 3_000, ordinary))).toBe('');
    expect(onlyInstallment([])).toBe('');
  });

  it('a spec API’s methods (id, name, content: no max_installment) go by M §9’s thresholds; 0 always stays', () => {
    const spec = [{ id: 1 }, { id: 2 }, { id: 3 }, { id: 4 }];
    expect(installmentOptions('2', spec, 2_999, ordinary)).toEqual([0]);
    expect(installmentOptions('2', spec, 25_000, ordinary)).toEqual([0, 3, 6, 9]);
    expect(installmentOptions('3', spec, 10_000, ordinary)).toEqual([0, 3, 6]);
    expect(installmentOptions('1', spec, 10_800, lucky)).toEqual([0, 3, 6, 12]);
    expect(installmentOptions('2', spec, 10_800, lucky)).toEqual([0, 3, 6]);
    const specContext = { ...context, methods: spec };
    expect(paymentErrors(card('2', '0'), specContext)).toEqual({});
    expect(paymentErrors(card('3', '6'), specContext)).toEqual({});
    expect(paymentErrors(card('1', '12'), { ...specContext, productNumbers: lucky })).toEqual({});
  });

  it('none while the methods are unknown', () => {
    expect(installmentOptions('2', [], 25_000, ordinary)).toEqual([]);
  });

  it('none for ATM', () => {
    expect(installmentOptions('4', methods, 30_000, lucky)).toEqual([]);
  });
});

describe('step 3 errors (spec-coverage “Checkout pages”)', () => {
  it('a method is required', () => {
    expect(paymentErrors(card('', ''), context)).toEqual({ payment: M.payment });
  });

  it('a card needs periods this order allows', () => {
    expect(paymentErrors(card('2', ''), context)).toEqual({ installment: M.installment });
    expect(paymentErrors(card('2', '9'), context)).toEqual({ installment: M.installment });
    expect(paymentErrors(card('2', '6'), context)).toEqual({});
    expect(paymentErrors(card('2', '12'), { ...context, productNumbers: lucky })).toEqual({
      installment: M.installment,
    });
    expect(paymentErrors(card('1', '12'), { ...context, productNumbers: lucky })).toEqual({});
  });

  it('ATM needs a remittance date and exactly five digits', () => {
    const atm = (atm_day: string, card_number: string): PaymentValues => ({
      payment: '4',
      installment: '',
      atm_day,
      card_number,
    });
    expect(paymentErrors(atm('', ''), context)).toEqual({ atm_day: M.atmDay, card_number: M.atmAccount });
    expect(paymentErrors(atm('2026-11-24', '1234'), context)).toEqual({ card_number: M.atmAccount });
    expect(paymentErrors(atm('2026-11-24', '123456'), context)).toEqual({ card_number: M.atmAccount });
    expect(paymentErrors(atm('2026-11-24', '12345'), context)).toEqual({});
    expect(paymentPayload(atm('2026-11-24', '12345'))).toEqual({
      payment: 4,
      installment: 0,
      atm_day: '2026-11-24',
      card_number: '12345',
    });
    expect(paymentPayload(card('1', '12'))).toEqual({ payment: 1, installment: 12, atm_day: null, card_number: null });
  });

  it('01065 to an outlying-island postal code is refused for the whole form', () => {
    expect(refusesFragileDelivery(['01065'], '880')).toBe(true);
    expect(refusesFragileDelivery(['01065'], '89241')).toBe(true);
    expect(refusesFragileDelivery(['01065'], '407')).toBe(false);
    expect(refusesFragileDelivery(['01065'], null)).toBe(false);
    expect(refusesFragileDelivery(['04001'], '880')).toBe(false);
    expect(paymentErrors(card('2', '0'), { ...context, productNumbers: ['01065'], postalCode: '880' })).toEqual({
      form: M.fragileIsland,
    });
  });
});
