/** @jest-environment #jsdom-page-environment */
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Link from 'next/link';
import { http, HttpResponse } from 'msw';
import { RedPacketSlot } from '@/components/activities/red-packet-slot';
import type { Draw } from '@/lib/contract/types';
import { ACTIVITY_MESSAGES, RAFFLE } from '@/lib/domain/activities';
import { contractAnswer } from '../support/contract-fixture';
import { offContract } from '../support/mocked-answers';
import { mockNetwork, refusal, server } from '../support/network';
import { FreshCache } from '../support/render-page';

const network = mockNetwork();

const PRIZES = ['開運御守', '平安香包', '琉璃擺件'];
const draw = (id: number, opened = false): Draw => ({
  id,
  order_id: 12,
  activity_id: 4,
  activity_title: '紅包抽獎',
  opened_at: opened ? '2026-11-23 10:00:00' : null,
  product: opened ? { id: 300 + id, product_number: `0300${id}`, name: PRIZES[id - 1], images: [] } : null,
  product_name: opened ? PRIZES[id - 1] : null,
});

const links = <Link href="/member/order/list">購買紀錄</Link>;
/** GET activities_five/12 answers the order's draws; PUT activities_five/12/{id} opens one (the server's prize). */
async function showPackets(draws: Draw[]) {
  server.use(
    http.get('/api/bff/activities_five/12', () =>
      HttpResponse.json(contractAnswer('GET activities_five/{order_id}', { data: draws })),
    ),
  );
  for (const { id } of draws)
    server.use(http.put(`/api/bff/activities_five/12/${id}`, () => HttpResponse.json({ data: draw(id, true) })));
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  render(<RedPacketSlot orderId="12" links={links} />, { wrapper: FreshCache });
  await screen.findByRole('region', { name: '紅包抽獎' });
  return user;
}

const packets = () => within(screen.getByRole('region', { name: '紅包抽獎' })).getAllByRole('listitem');
const advance = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));
/** The draws opened (PUT activities_five/12/{id}), by id, in order. */
const opened = () =>
  network
    .routes()
    .filter((route) => route.startsWith('PUT'))
    .map((route) => Number(route.split('/').pop()));

beforeEach(() => {
  jest.useFakeTimers();
});
afterEach(() => jest.useRealTimers());

describe('step 5 red packets (spec-coverage “Checkout pages” "Step 5", §9)', () => {
  it('five packets: one button per earned draw, the rest closed with 未獲得抽獎機會; the links wait', async () => {
    await showPackets([draw(1), draw(2)]);
    expect(packets()).toHaveLength(RAFFLE.packets);
    expect(screen.getAllByRole('button', { name: /^開啟紅包/ })).toHaveLength(2);
    expect(screen.getAllByText(ACTIVITY_MESSAGES.notEarned)).toHaveLength(3);
    expect(network.sent('GET /api/bff/activities_five/12')).toHaveLength(1);
    expect(screen.queryByRole('link', { name: '購買紀錄' })).not.toBeInTheDocument();
  });

  it("opening sends the body P §7 names: the draw's id and product_number, null until a prize is known (issue 50, D12)", async () => {
    const user = await showPackets([draw(1), draw(2)]);
    await user.click(screen.getByRole('button', { name: '開啟紅包（第 2 個）' }));
    await advance(RAFFLE.animationMs);
    expect(within(packets()[1]).getByRole('status')).toHaveTextContent('平安香包 X1');
    await waitFor(() =>
      expect(network.sent('PUT /api/bff/activities_five/12/2').map((request) => request.body)).toEqual([
        { id: 2, product_number: null },
      ]),
    );
  });

  it('one at a time: opened once, shown after about 2 s as <gift> X1; the links once none remain', async () => {
    const user = await showPackets([draw(1), draw(2)]);
    await user.click(screen.getByRole('button', { name: '開啟紅包（第 1 個）' }));
    expect(opened()).toEqual([1]);
    expect(screen.getByRole('button', { name: '開啟紅包（第 1 個）' })).toBeDisabled();
    await advance(RAFFLE.animationMs - 100);
    expect(screen.queryByText('開運御守 X1')).not.toBeInTheDocument();
    await advance(100);
    expect(within(packets()[0]).getByRole('status')).toHaveTextContent('開運御守 X1');
    expect(screen.queryByRole('button', { name: '開啟紅包（第 1 個）' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '購買紀錄' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '開啟紅包（第 2 個）' }));
    await advance(RAFFLE.animationMs);
    expect(within(packets()[1]).getByRole('status')).toHaveTextContent('平安香包 X1');
    expect(opened()).toEqual([1, 2]);
    expect(screen.getByRole('link', { name: '購買紀錄' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: ACTIVITY_MESSAGES.openAll })).toBeDisabled();
  });

  it('全部開啟: the unopened ones one after another every 500 ms', async () => {
    const user = await showPackets([draw(1, true), draw(2), draw(3)]);
    await user.click(screen.getByRole('button', { name: ACTIVITY_MESSAGES.openAll }));
    expect(opened()).toEqual([2]);
    expect(screen.getByRole('button', { name: ACTIVITY_MESSAGES.openAll })).toBeDisabled();
    await advance(RAFFLE.openAllStepMs - 1);
    expect(opened()).toEqual([2]);
    await advance(1);
    expect(opened()).toEqual([2, 3]);
    await advance(RAFFLE.animationMs);
    expect(packets().map((packet) => packet.textContent)).toEqual(
      expect.arrayContaining([expect.stringContaining('平安香包 X1'), expect.stringContaining('琉璃擺件 X1')]),
    );
    expect(opened()).toEqual([2, 3]);
    expect(screen.getByRole('link', { name: '購買紀錄' })).toBeInTheDocument();
  });

  it('a reload shows the prizes already opened, and the links', async () => {
    await showPackets([draw(1, true), draw(2, true)]);
    expect(within(packets()[0]).getByRole('status')).toHaveTextContent('開運御守 X1');
    expect(within(packets()[1]).getByRole('status')).toHaveTextContent('平安香包 X1');
    expect(screen.queryByRole('button', { name: /^開啟紅包/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: '購買紀錄' })).toBeInTheDocument();
  });

  it('a refused opening says why and the packet can be tried again', async () => {
    const user = await showPackets([draw(1)]);
    server.use(
      http.put(
        '/api/bff/activities_five/12/1',
        () => HttpResponse.json(refusal(ACTIVITY_MESSAGES.prizesGone), { status: 409 }),
        { once: true },
      ),
    );
    await user.click(screen.getByRole('button', { name: '開啟紅包（第 1 個）' }));
    await advance(RAFFLE.animationMs);
    expect(await screen.findByRole('alert')).toHaveTextContent(ACTIVITY_MESSAGES.prizesGone);
    expect(screen.getByRole('button', { name: '開啟紅包（第 1 個）' })).toBeEnabled();
    expect(screen.queryByRole('link', { name: '購買紀錄' })).not.toBeInTheDocument();
  });

  it('reduced motion: the prize shows as soon as the server answers', async () => {
    window.matchMedia = jest.fn().mockReturnValue({ matches: true }) as unknown as typeof window.matchMedia;
    const user = await showPackets([draw(1)]);
    await user.click(screen.getByRole('button', { name: '開啟紅包（第 1 個）' }));
    await advance(0);
    expect(within(packets()[0]).getByRole('status')).toHaveTextContent('開運御守 X1');
    delete (window as Partial<Window>).matchMedia;
  });

  it('an order without draws shows no packets and the links at once', async () => {
    server.use(
      http.get('/api/bff/activities_five/12', () =>
        HttpResponse.json(contractAnswer('GET activities_five/{order_id}', { data: [] })),
      ),
    );
    render(<RedPacketSlot orderId="12" links={links} />, { wrapper: FreshCache });
    expect(await screen.findByRole('link', { name: '購買紀錄' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: '紅包抽獎' })).not.toBeInTheDocument();
  });

  it('no order id in the query: nothing asked, the links', () => {
    render(<RedPacketSlot orderId={null} links={links} />, { wrapper: FreshCache });
    expect(screen.getByRole('link', { name: '購買紀錄' })).toBeInTheDocument();
    expect(network.sent()).toHaveLength(0);
  });
});

describe("draws answered with the spec's fields only (issue 50: no activity_title, opened_at or product)", () => {
  /** A draw as M §7's gift list gives it: opened once it names its prize (PUT reads product_name). */
  const specDraw = (id: number, opened = false): Draw => ({
    id,
    order_id: 12,
    activity_id: 4,
    product_name: opened ? PRIZES[id - 1] : null,
  });

  async function showSpecPackets(draws: Draw[]) {
    server.use(
      http.get('/api/bff/activities_five/12', () =>
        HttpResponse.json(contractAnswer('GET activities_five/{order_id}', { data: draws })),
      ),
    );
    for (const { id } of draws)
      server.use(http.put(`/api/bff/activities_five/12/${id}`, () => HttpResponse.json({ data: specDraw(id, true) })));
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(<RedPacketSlot orderId="12" links={links} />, { wrapper: FreshCache });
    await screen.findByRole('region', { name: '紅包抽獎' });
    return user;
  }

  it('an unopened draw is one without product_name: its button, and the links wait', async () => {
    await showSpecPackets([specDraw(1, true), specDraw(2)]);
    expect(within(packets()[0]).getByRole('status')).toHaveTextContent('開運御守 X1');
    expect(screen.getAllByRole('button', { name: /^開啟紅包/ })).toHaveLength(1);
    expect(screen.getByRole('button', { name: ACTIVITY_MESSAGES.openAll })).toBeEnabled();
    expect(screen.queryByRole('link', { name: '購買紀錄' })).not.toBeInTheDocument();
  });

  it('opened: the prize by its name, then the links', async () => {
    const user = await showSpecPackets([specDraw(1), specDraw(2, true)]);
    await user.click(screen.getByRole('button', { name: '開啟紅包（第 1 個）' }));
    await advance(RAFFLE.animationMs);
    expect(within(packets()[0]).getByRole('status')).toHaveTextContent('開運御守 X1');
    expect(network.sent('PUT /api/bff/activities_five/12/1').map((request) => request.body)).toEqual([
      { id: 1, product_number: null },
    ]);
    expect(screen.getByRole('link', { name: '購買紀錄' })).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/undefined|null/);
  });

  it('an opening answered with the prize’s name alone (M §7 "reads product_name") opens that packet', async () => {
    const user = await showSpecPackets([specDraw(1)]);
    server.use(
      http.put('/api/bff/activities_five/12/1', () =>
        offContract(HttpResponse.json({ product_name: PRIZES[0] }), "the spec's words: the opening reads product_name"),
      ),
    );
    await user.click(screen.getByRole('button', { name: '開啟紅包（第 1 個）' }));
    await advance(RAFFLE.animationMs);
    expect(within(packets()[0]).getByRole('status')).toHaveTextContent('開運御守 X1');
    expect(screen.queryAllByRole('button', { name: /^開啟紅包/ })).toHaveLength(0);
  });
});
