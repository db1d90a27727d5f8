/** @jest-environment #jsdom-page-environment */
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { NextRewards } from '@/components/checkout/step-one/next-rewards';
import { activity, gift } from '../unit/activities-fixture';
import { line, product } from '../support/cart-fixtures';
import { fixTaipeiTime } from '../support/clock';
import { contractAnswer } from '../support/contract-fixture';
import { mockNetwork, server } from '../support/network';
import { renderPage } from '../support/render-page';

const network = mockNetwork();
fixTaipeiTime('2026-06-15 12:00:00');

const everyThreeThousand = activity(
  'RuleFixedPv',
  { per_buy_pv: 3000, freebie: gift(9) },
  { id: 1, title: '每滿 3,000 PV 送好禮' },
);
const raffle = activity('RuleRaffle', { per_buy_pv: 5000, max_iterative: 5 }, { id: 4, title: '紅包抽獎' });

/** Step 1's next rewards for 2,400 PV of goods, once the activities and the member (with this year's PV) are read. */
async function show(yearPv: number) {
  server.use(
    http.get('/api/bff/activities', () =>
      HttpResponse.json(contractAnswer('GET activities', { data: [everyThreeThousand, raffle] })),
    ),
    http.get('/api/bff/users', () =>
      HttpResponse.json(contractAnswer('GET users', { data: { pv: { year_pv: yearPv } } })),
    ),
  );
  renderPage(<NextRewards lines={[line({ product_quantity: 2, products: product({ pv: 1200, quantity: 50 }) })]} />);
  await network.settled();
}

describe('step 1: PV to the next reward', () => {
  it('each running activity’s next gift or red packet, and the year PV missing to 6,000 after this order', async () => {
    await show(3000);
    const section = screen.getByRole('region', { name: '再多一點就有' });
    expect(section).toHaveTextContent('再買 600 PV，可獲得「每滿 3,000 PV 送好禮」的下一份贈品');
    expect(section).toHaveTextContent('再買 2,600 PV，可多獲得「紅包抽獎」紅包抽獎 1 次');
    expect(section).toHaveTextContent('今年已累積 3,000 PV；完成本訂單後，再 600 PV 即達 6,000 PV 的續約門檻');
  });

  it('nothing about renewal once the year PV reached 6,000', async () => {
    await show(6200);
    expect(screen.getByRole('region', { name: '再多一點就有' })).toHaveTextContent('每滿 3,000 PV 送好禮');
    expect(screen.queryByText(/續約門檻/)).toBeNull();
  });
});
