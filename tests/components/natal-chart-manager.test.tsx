/** @jest-environment #jsdom-page-environment */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { computeFortune } from '@/backend/services/fortune';
import { NatalChartManager } from '@/components/natal-chart/natal-chart-manager';
import { chart } from '../support/cart-fixtures';
import { contractAnswer } from '../support/contract-fixture';
import { solarChartFortuneQuery } from '../support/member-records';
import { later, mockNetwork, refusal, server } from '../support/network';
import { renderPage } from '../support/render-page';

jest.mock('next/navigation', () => ({
  useRouter: () => ({ replace: jest.fn(), push: jest.fn() }),
  useSearchParams: () => new URLSearchParams(),
}));

const network = mockNetwork();
const charts = [chart({ id: 2, name: '王小明' }), chart({ id: 1, name: '李大華' })];

/** The member's chart page over two saved charts (character_auth N unless said); the conversion answers. */
async function showCharts(characterAuth = 'N', saved = charts) {
  server.use(
    http.get('/api/bff/user/characters', () =>
      HttpResponse.json(contractAnswer('GET user/characters', { data: saved })),
    ),
    http.get('/api/bff/users', () =>
      HttpResponse.json(contractAnswer('GET users', { data: { character_auth: characterAuth } })),
    ),
    http.get('/api/fortune', ({ request }) =>
      HttpResponse.json(computeFortune(Object.fromEntries(new URL(request.url).searchParams))),
    ),
  );
  renderPage(<NatalChartManager />);
  await screen.findAllByRole('checkbox', { name: /^選取 / });
  await network.settled();
  return userEvent.setup();
}

const shownNames = () =>
  within(screen.getByRole('list', { name: '命盤列表' }))
    .queryAllByRole('checkbox')
    .map((box) => box.getAttribute('aria-label'));

/** Fills the add form with a valid chart named 新命盤 and presses 新增. */
async function addChart(user: ReturnType<typeof userEvent.setup>) {
  const form = screen.getByRole('form', { name: '新增命盤' });
  await user.type(within(form).getByLabelText('姓名'), '新命盤');
  await user.click(within(form).getByLabelText('男', { exact: true }));
  await user.selectOptions(within(form).getByRole('combobox', { name: '年' }), '79');
  await user.selectOptions(within(form).getByRole('combobox', { name: '月' }), '5');
  await user.selectOptions(within(form).getByRole('combobox', { name: '日' }), '17');
  await user.selectOptions(within(form).getByRole('combobox', { name: '時' }), '14');
  await user.selectOptions(within(form).getByRole('combobox', { name: '分' }), '30');
  await user.click(within(form).getByRole('button', { name: '新增' }));
  return form;
}

describe('a chart save or delete the API refuses or fails (spec-coverage “Natal charts”)', () => {
  it('a refused save shows the API’s message on the form; the typed chart and the list are kept', async () => {
    const user = await showCharts();
    server.use(
      http.post('/api/bff/user/characters', () =>
        HttpResponse.json(refusal('姓名僅限中文或英文', undefined, { errors: { name: ['姓名僅限中文或英文'] } }), {
          status: 422,
        }),
      ),
    );
    const form = await addChart(user);
    expect(await within(form).findByRole('alert')).toHaveTextContent('姓名僅限中文或英文');
    expect(within(form).getByLabelText('姓名')).toHaveValue('新命盤');
    expect(within(form).getByRole('combobox', { name: '年' })).toHaveValue('79');
    expect(within(form).getByRole('button', { name: '新增' })).toBeEnabled();
    await network.settled();
    expect(shownNames()).toEqual(['選取 王小明', '選取 李大華']);
  });

  it('a save that fails (500) releases the form with the typed chart kept; the list is unchanged', async () => {
    const user = await showCharts();
    server.use(
      http.post('/api/bff/user/characters', () => HttpResponse.json(refusal('Server Error'), { status: 500 })),
    );
    const form = await addChart(user);
    await waitFor(() => expect(within(form).getByRole('button', { name: '新增' })).toBeEnabled());
    await network.settled();
    expect(network.sent('POST /api/bff/user/characters')).toHaveLength(1);
    expect(within(form).getByLabelText('姓名')).toHaveValue('新命盤');
    expect(within(form).getByRole('combobox', { name: '月' })).toHaveValue('5');
    expect(shownNames()).toEqual(['選取 王小明', '選取 李大華']);
  });

  it('a refused update keeps the row in edit with the API’s message and the typed values', async () => {
    const user = await showCharts();
    server.use(
      http.put('/api/bff/user/characters/2', () =>
        HttpResponse.json(refusal('出生日期格式錯誤', undefined, { errors: { birth_at: ['出生日期格式錯誤'] } }), {
          status: 422,
        }),
      ),
    );
    await user.click(screen.getAllByRole('button', { name: '編輯' })[0]);
    const form = screen.getByRole('form', { name: '編輯命盤' });
    await user.clear(within(form).getByLabelText('姓名'));
    await user.type(within(form).getByLabelText('姓名'), '王大明');
    await user.click(within(form).getByRole('button', { name: '更新' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('出生日期格式錯誤');
    expect(within(form).getByLabelText('姓名')).toHaveValue('王大明');
    expect(screen.getByRole('form', { name: '編輯命盤' })).toBeInTheDocument();
    await network.settled();
  });

  it('a failed delete releases the button and keeps every chart listed and selected', async () => {
    const user = await showCharts();
    server.use(
      http.post('/api/bff/user/characters/batch-delete', () =>
        HttpResponse.json(refusal('Server Error'), { status: 500 }),
      ),
    );
    await user.click(screen.getByLabelText('全選'));
    await user.click(screen.getByRole('button', { name: '刪除所選' }));
    await network.settled();
    expect(network.sent('POST /api/bff/user/characters/batch-delete').map((request) => request.body)).toEqual([
      { _method: 'delete', id: [2, 1] },
    ]);
    await waitFor(() => expect(screen.getByRole('button', { name: '刪除所選' })).toBeEnabled());
    expect(shownNames()).toEqual(['選取 王小明', '選取 李大華']);
    expect(screen.getByLabelText('全選')).toBeChecked();
  });
});

describe('the chart form sends nothing it should not (spec-coverage “Natal charts”)', () => {
  it('a conversion error’s errorstatus text shows as a form error, and nothing is saved', async () => {
    const user = await showCharts();
    server.use(
      http.get('/api/fortune', () =>
        HttpResponse.json(
          {
            message: '農曆民國 79 年五月只有 29 天，沒有 30 日',
            errorstatus: 1,
            error: '農曆民國 79 年五月只有 29 天，沒有 30 日',
          },
          { status: 422 },
        ),
      ),
    );
    const form = await addChart(user);
    expect(await within(form).findByRole('alert')).toHaveTextContent('農曆民國 79 年五月只有 29 天，沒有 30 日');
    await network.settled();
    expect(network.sent('POST /api/bff/user/characters')).toHaveLength(0);
  });

  it('while a save runs, 新增 is disabled and a second press sends nothing', async () => {
    const user = await showCharts();
    const answer = later();
    server.use(http.post('/api/bff/user/characters', answer.reply));
    const form = await addChart(user);
    const button = within(form).getByRole('button', { name: '新增' });
    await waitFor(() => expect(button).toBeDisabled());
    await user.click(button);
    answer.answer({ data: chart({ id: 3, name: '新命盤' }) }, 201);
    await network.settled();
    expect(network.sent('POST /api/bff/user/characters')).toHaveLength(1);
  });
});

describe('the analysis panels follow character_auth (spec-coverage “Natal charts”)', () => {
  const withResult = [
    chart({
      id: 2,
      name: '王小明',
      result: computeFortune(solarChartFortuneQuery),
    }),
  ];

  it.each([
    ['Y', 1],
    ['N', 0],
  ])('character_auth %s: %i analysis (四柱) in an opened chart', async (auth, count) => {
    const user = await showCharts(auth, withResult);
    await user.click(screen.getByText('王小明', { selector: 'strong' }));
    expect(screen.queryAllByRole('region', { name: '四柱' })).toHaveLength(count);
  });
});
