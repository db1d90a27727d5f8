/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import { StepBar } from '@/components/checkout/step-bar';

describe('order step bar (spec-coverage “Member area: favourites and cart step 1”)', () => {
  it('lists steps 1 to 5 with their labels and marks the current one', () => {
    render(<StepBar current={2} />);
    const bar = screen.getByRole('list', { name: '購物步驟' });
    const items = within(bar).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      '1購物清單',
      '2填寫資料',
      '3付款資訊',
      '4訂單預覽',
      '5訂單送出',
    ]);
    expect(items[1]).toHaveAttribute('aria-current', 'step');
    expect(items.filter((item) => item.hasAttribute('aria-current'))).toHaveLength(1);
  });

  it('a failed order (step 0) shows 交易失敗 as the current, last step', () => {
    render(<StepBar current={0} />);
    const items = screen.getAllByRole('listitem');
    expect(items[4]).toHaveTextContent('交易失敗');
    expect(items[4]).toHaveAttribute('aria-current', 'step');
  });
});
