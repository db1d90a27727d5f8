/** @jest-environment #jsdom-page-environment */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { LuckyForm } from '@/components/product/lucky-form';
import { ApiError } from '@/lib/api/errors';
import type { Character } from '@/lib/contract/types';
import { CART_MESSAGES, PERSONALISATION_ERROR_SCROLL_OFFSET } from '@/lib/domain/cart';
import { chart, chartFortune, line, product } from '../support/cart-fixtures';
import { contractAnswer } from '../support/contract-fixture';
import { mockNetwork, server } from '../support/network';
import { FreshCache } from '../support/render-page';

const network = mockNetwork();

const onSubmit = jest.fn();
const onClose = jest.fn();

/** The form of a lucky product, once the member's natal charts (GET user/characters) are read. */
async function open(
  productNumber: string,
  charts: Character[] = [chart()],
  initial?: Parameters<typeof LuckyForm>[0]['initial'],
) {
  server.use(
    http.get('/api/bff/user/characters', () =>
      HttpResponse.json(contractAnswer('GET user/characters', { data: charts })),
    ),
  );
  render(
    <LuckyForm
      product={product({ id: 30, name: '本命開運戒指（925 純銀）', product_number: productNumber, quantity: 999 })}
      initial={initial}
      onSubmit={onSubmit}
      onClose={onClose}
    />,
    { wrapper: FreshCache },
  );
  await network.settled();
  return userEvent.setup();
}

/** The fixture chart's fortune fields as the cart line carries them (M §3): 民國 60/5/20, 12:30. */
const chartFields = chartFortune;

const dialog = () => screen.getByRole('dialog', { name: /訂製資料/ });

beforeEach(() => {
  onSubmit.mockReset().mockResolvedValue(undefined);
  onClose.mockReset();
  window.scrollTo = jest.fn();
});

describe('lucky personalisation (spec-coverage “Product page: cart and favourites” "Lucky cart line")', () => {
  it('a ring refuses a missing finger with 請選擇配戴手指, scrolls to 460 and sends nothing', async () => {
    const user = await open('01205');
    await user.selectOptions(screen.getByLabelText('命盤'), '3');
    await user.selectOptions(screen.getByLabelText('字樣'), '甲');
    await user.selectOptions(screen.getByLabelText('戒圍'), '12.5');
    await user.click(screen.getByRole('button', { name: '下一步' }));
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent(CART_MESSAGES.fingerRequired);
    expect(window.scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: PERSONALISATION_ERROR_SCROLL_OFFSET }));
    expect(screen.getByRole('radio', { name: '右手拇指' })).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('the first message is the first field that fails: the chart', async () => {
    const user = await open('01205');
    await user.click(screen.getByRole('button', { name: '下一步' }));
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent(CART_MESSAGES.chartRequired);
    expect(screen.getByText(CART_MESSAGES.wordRequired)).toBeInTheDocument();
  });

  it('a wrist product asks the wrist size, not the ring size', async () => {
    const user = await open('01209');
    expect(screen.getByRole('group', { name: '手圍' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'M-21cm' })).toBeInTheDocument();
    expect(screen.queryByLabelText('戒圍')).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('命盤'), '3');
    await user.selectOptions(screen.getByLabelText('字樣'), '子');
    await user.click(screen.getByRole('button', { name: '下一步' }));
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent(CART_MESSAGES.wristSizeRequired);
  });

  it('a product that is neither ring nor bracelet asks neither size', async () => {
    await open('01006');
    expect(screen.queryByLabelText('戒圍')).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: '配戴手指' })).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: '手圍' })).not.toBeInTheDocument();
  });

  it('ring sizes 3 to 17.5 step 0.5, fingers R1–R5 and L1–L5 with their names', async () => {
    await open('01205');
    const sizes = within(screen.getByLabelText('戒圍')).getAllByRole('option').slice(1);
    expect(sizes).toHaveLength(30);
    expect(sizes[0]).toHaveValue('3');
    expect(sizes[29]).toHaveValue('17.5');
    expect(screen.getAllByRole('radio').map((radio) => (radio as HTMLInputElement).value)).toEqual([
      'R1',
      'R2',
      'R3',
      'R4',
      'R5',
      'L1',
      'L2',
      'L3',
      'L4',
      'L5',
    ]);
    expect(screen.getByRole('radio', { name: '左手小指' })).toHaveAttribute('value', 'L5');
  });

  it('word styles: the ten stems and twelve branches', async () => {
    await open('01006');
    expect(within(screen.getByLabelText('字樣')).getAllByRole('option')).toHaveLength(1 + 10 + 12);
  });

  it("the chosen chart is validated too (the chart's own rules): 命盤「<name>」資料不完整：<message>", async () => {
    const user = await open('01006', [chart({ id: 5, name: '', birth_at: '1971-05-20 12:30:00' })]);
    await user.selectOptions(screen.getByLabelText('命盤'), '5');
    await user.selectOptions(screen.getByLabelText('字樣'), '甲');
    await user.click(screen.getByRole('button', { name: '下一步' }));
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent('命盤「」資料不完整：請填寫姓名');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('then asks the 12-instalment question: 12 期 sends is_installment 1, 不分期 sends 0', async () => {
    const user = await open('01205');
    await user.selectOptions(screen.getByLabelText('命盤'), '3');
    await user.selectOptions(screen.getByLabelText('字樣'), '甲');
    await user.selectOptions(screen.getByLabelText('戒圍'), '12.5');
    await user.click(screen.getByRole('radio', { name: '右手無名指' }));
    await user.click(screen.getByRole('button', { name: '下一步' }));
    expect(await screen.findByText(CART_MESSAGES.installmentQuestion)).toHaveFocus();
    await user.click(screen.getByRole('button', { name: '12 期分期' }));
    expect(onSubmit).toHaveBeenCalledWith({
      ...chartFields,
      character_id: 3,
      fortune_word: '甲',
      fortune_ring_size: '12.5',
      fortune_finger: 'R4',
      is_installment: 1,
    });
  });

  it('an API refusal is shown in the form, which stays open', async () => {
    onSubmit.mockRejectedValue(new ApiError(422, CART_MESSAGES.chartMissing));
    const line4 = line({ character_id: 3, fortune_word: '丑', is_lucky: 1 });
    const user = await open('01006', [chart()], line4);
    expect(screen.getByLabelText('命盤')).toHaveValue('3');
    await user.click(screen.getByRole('button', { name: '下一步' }));
    await user.click(await screen.findByRole('button', { name: '不分期' }));
    expect(onSubmit).toHaveBeenCalledWith({ ...chartFields, character_id: 3, fortune_word: '丑', is_installment: 0 });
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent(CART_MESSAGES.chartMissing);
  });

  it('a line answered without character_id (M §3 has none) is edited with the saved chart its fortune fields name', async () => {
    const spec = line({ ...chartFields, fortune_word: '丑', is_lucky: 1 });
    delete (spec as { character_id?: number | null }).character_id;
    const user = await open('01006', [chart({ id: 2, name: '李四' }), chart()], spec);
    expect(screen.getByLabelText('命盤')).toHaveValue('3');
    await user.click(screen.getByRole('button', { name: '下一步' }));
    await user.click(await screen.findByRole('button', { name: '不分期' }));
    expect(onSubmit).toHaveBeenCalledWith({ ...chartFields, character_id: 3, fortune_word: '丑', is_installment: 0 });
  });

  it('no saved chart: 您尚未建立命盤，開運商品需依命盤訂製。 with a link to 命盤管理', async () => {
    await open('01205', []);
    expect(within(dialog()).getByText(/^您尚未建立命盤，開運商品需依命盤訂製。/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '前往命盤管理建立命盤' })).toHaveAttribute('href', '/member/natalchart');
    expect(screen.getByRole('button', { name: '下一步' })).toBeDisabled();
  });

  it('Escape and 取消 close it', async () => {
    const user = await open('01205');
    await user.click(screen.getByRole('button', { name: '取消' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    dialog().dispatchEvent(new Event('cancel', { cancelable: true }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
