/** @jest-environment jsdom */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PaymentForm } from '@/components/checkout/step-three/payment-form';
import type { PaymentMethod } from '@/lib/contract/types';
import { EMPTY_PAYMENT } from '@/lib/domain/checkout/payment';
import { ORDER_MESSAGES as M } from '@/lib/domain/orders';

const methods = [
  { id: 1, name: '台新信用卡', code: 'taiShinCard', content: '<p>全為開運商品可 12 期</p>', max_installment: 12 },
  { id: 2, name: '信用卡', code: 'card', content: '', max_installment: 9 },
  { id: 3, name: '銀聯卡', code: 'unionPay', content: '<p>一次付清</p>', max_installment: 0 },
  { id: 4, name: 'ATM 轉帳', code: 'ATM', content: '<p>請於匯款日完成轉帳</p>', max_installment: 0 },
] as PaymentMethod[];
/** The remittance dates as lib/api's remittanceDatesOf hands them on. */
const days = ['2026-11-24', '2026-11-25'];

function showForm({
  total = 12_000,
  productNumbers = ['04001'],
  postalCode = '407' as string | null,
  offered = methods as readonly PaymentMethod[],
} = {}) {
  const onNext = jest.fn();
  render(
    <PaymentForm
      methods={offered}
      days={days}
      initial={EMPTY_PAYMENT}
      totals={{ goods: total - 100, shipping: 100, total, pv: 100 }}
      productNumbers={productNumbers}
      postalCode={postalCode}
      onChange={jest.fn()}
      onNext={onNext}
    />,
  );
  return { user: userEvent.setup(), onNext };
}

const periods = () =>
  within(screen.getByRole('combobox', { name: '分期期數' }))
    .getAllByRole('option')
    .map((option) => option.textContent);
const next = (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: '下一步' }));

describe('step 3 payment (spec-coverage “Checkout pages”)', () => {
  it('shows the totals in NT$ with commas, the methods, and asks for one', async () => {
    const { user, onNext } = showForm();
    expect(screen.getByText('NT$12,000')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /全為開運商品可 12 期/ })).toBeInTheDocument();
    await next(user);
    expect(await screen.findByText(M.payment, { selector: 'p' })).toBeInTheDocument();
    expect(onNext).not.toHaveBeenCalled();
  });

  it('card instalments by the total with shipping; 12 only with taiShinCard on an all-lucky order', async () => {
    const { user } = showForm({ total: 12_000 });
    await user.click(screen.getByRole('radio', { name: /^信用卡/ }));
    expect(periods()).toEqual(['請選擇分期期數', '一次付清', '3 期', '6 期']);
    await user.click(screen.getByRole('radio', { name: /^台新信用卡/ }));
    expect(periods()).toEqual(['請選擇分期期數', '一次付清', '3 期', '6 期']);
  });

  it.each([
    ['銀聯卡 (its data allows no instalments)', /^銀聯卡/, 30_000, '3'],
    ['a card under the first instalment threshold (NT$3,000)', /^信用卡/, 2_880, '2'],
  ])('%s is paid at once without a select: a choice of one option is no choice', async (_, method, total, payment) => {
    const { user, onNext } = showForm({ total });
    await user.click(screen.getByRole('radio', { name: method }));
    expect(screen.queryByRole('combobox', { name: '分期期數' })).not.toBeInTheDocument();
    expect(screen.getByText('分期期數').nextElementSibling).toHaveTextContent('一次付清');
    await next(user);
    await waitFor(() =>
      expect(onNext).toHaveBeenCalledWith({ payment, installment: '0', atm_day: '', card_number: '' }),
    );
  });

  it('a spec API’s methods (id, name, content only: no max_installment) still pass by M §9’s thresholds', async () => {
    const offered = methods.map(({ id, name, content }) => ({ id, name, content })) as PaymentMethod[];
    const { user, onNext } = showForm({ total: 12_000, offered });
    await user.click(screen.getByRole('radio', { name: /^信用卡/ }));
    expect(periods()).toEqual(['請選擇分期期數', '一次付清', '3 期', '6 期']);
    await user.selectOptions(screen.getByRole('combobox', { name: '分期期數' }), '0');
    await next(user);
    await waitFor(() =>
      expect(onNext).toHaveBeenCalledWith({ payment: '2', installment: '0', atm_day: '', card_number: '' }),
    );
    expect(screen.queryByText(M.installment, { selector: 'p' })).not.toBeInTheDocument();
  });

  it('an all-lucky order: 12 periods with taiShinCard only', async () => {
    const { user, onNext } = showForm({ total: 10_800, productNumbers: ['01001', '01205'] });
    await user.click(screen.getByRole('radio', { name: /^台新信用卡/ }));
    expect(periods()).toEqual(['請選擇分期期數', '一次付清', '3 期', '6 期', '12 期']);
    await user.click(screen.getByRole('radio', { name: /^信用卡/ }));
    expect(periods()).not.toContain('12 期');
    await user.click(screen.getByRole('radio', { name: /^台新信用卡/ }));
    await next(user);
    expect(await screen.findByText(M.installment, { selector: 'p' })).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: '分期期數' }), '12');
    await next(user);
    await waitFor(() =>
      expect(onNext).toHaveBeenCalledWith({ payment: '1', installment: '12', atm_day: '', card_number: '' }),
    );
  });

  it('ATM: a remittance date and exactly five digits (digits only as typed)', async () => {
    const { user, onNext } = showForm();
    await user.click(screen.getByRole('radio', { name: /^ATM 轉帳/ }));
    await next(user);
    expect(await screen.findByText(M.atmDay, { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByText(M.atmAccount, { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: '2026/11/24' })).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: '匯款日期' }), '2026-11-25');
    await user.type(screen.getByLabelText('匯款帳號末 5 碼'), '12a3-4567');
    expect(screen.getByLabelText('匯款帳號末 5 碼')).toHaveValue('12345');
    await next(user);
    await waitFor(() =>
      expect(onNext).toHaveBeenCalledWith({
        payment: '4',
        installment: '',
        atm_day: '2026-11-25',
        card_number: '12345',
      }),
    );
  });

  it('is ready again after 下一步: Next keeps the step for 上一步 from step 4, and its button is not stuck on 處理中…', async () => {
    const { user, onNext } = showForm();
    await user.click(screen.getByRole('radio', { name: /^ATM 轉帳/ }));
    await user.selectOptions(screen.getByRole('combobox', { name: '匯款日期' }), '2026-11-25');
    await user.type(screen.getByLabelText('匯款帳號末 5 碼'), '24680');
    await next(user);
    await waitFor(() => expect(onNext).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.getByRole('button', { name: '下一步' })).toBeEnabled());
    await next(user);
    await waitFor(() => expect(onNext).toHaveBeenCalledTimes(2));
  });

  it('01065 to an outlying-island postal code is refused, with the way back to the address', async () => {
    const { user, onNext } = showForm({ productNumbers: ['01065'], postalCode: '880' });
    await user.click(screen.getByRole('radio', { name: /^ATM 轉帳/ }));
    await user.selectOptions(screen.getByRole('combobox', { name: '匯款日期' }), '2026-11-24');
    await user.type(screen.getByLabelText('匯款帳號末 5 碼'), '54321');
    await next(user);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(M.fragileIsland);
    expect(within(alert).getByRole('link', { name: '返回填寫資料' })).toHaveAttribute(
      'href',
      '/member/shopcart/step/2',
    );
    expect(onNext).not.toHaveBeenCalled();
  });

  it('01065 picked up at an office is accepted', async () => {
    const { user, onNext } = showForm({ productNumbers: ['01065'], postalCode: null });
    await user.click(screen.getByRole('radio', { name: /^銀聯卡/ }));
    await next(user);
    await waitFor(() => expect(onNext).toHaveBeenCalled());
  });
});
