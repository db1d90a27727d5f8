/** @jest-environment #jsdom-page-environment */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { AddressBook } from '@/components/member/address-book';
import { AddressForm } from '@/components/member/address-form';
import { SalesTerritoryForm } from '@/components/member/sales-territory-form';
import { MEMBER_MESSAGES } from '@/lib/domain/validation/member';
import { generalAddress } from '@/lib/contract/schema/member';
import type { GeneralAddress } from '@/lib/contract/types';
import { contractAnswer, contractFixture } from '../support/contract-fixture';
import { mockNetwork, refusal, server, signIn, signOut } from '../support/network';
import { renderPage } from '../support/render-page';

const network = mockNetwork();

const row = (id: number): GeneralAddress =>
  contractFixture(generalAddress, {
    id,
    name: `收件人${id}`,
    phone: '0912345678',
    postal_code: '407',
    city: '臺中市',
    district: '西屯區',
    address: `市政路${id}號`,
  });
const rows = (count: number) => Array.from({ length: count }, (_, i) => row(i + 1));

/** The address book once GET user/general-addresses answered `count` rows. */
async function showRows(count: number) {
  server.use(
    http.get('/api/bff/user/general-addresses', () =>
      HttpResponse.json(contractAnswer('GET user/general-addresses', { data: rows(count) })),
    ),
  );
  const page = renderPage(<AddressBook />);
  await network.settled();
  return page;
}

describe('frequent recipients (spec-coverage “Members: session and screens”)', () => {
  it('shows the add form while 10 or fewer rows exist', async () => {
    await showRows(10);
    expect(screen.getByRole('form', { name: '新增收件人' })).toBeInTheDocument();
    expect(screen.queryByText('已達最大筆數')).not.toBeInTheDocument();
  });

  it('hides the add form at 11 rows and says the list is full', async () => {
    await showRows(11);
    expect(screen.queryByRole('form', { name: '新增收件人' })).not.toBeInTheDocument();
    expect(screen.getByText('已達最大筆數')).toBeInTheDocument();
  });

  it('edits one row at a time, and editing hides the add form', async () => {
    const user = userEvent.setup();
    await showRows(3);
    await user.click(screen.getByRole('button', { name: '編輯 收件人1' }));
    expect(screen.getByRole('form', { name: '編輯收件人 收件人1' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: '新增收件人' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '編輯 收件人2' }));
    expect(screen.getByRole('form', { name: '編輯收件人 收件人2' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: '編輯收件人 收件人1' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('form')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: '取消' }));
    expect(screen.getByRole('form', { name: '新增收件人' })).toBeInTheDocument();
  });
});

describe('recipient form (spec-coverage “Members: session and screens”)', () => {
  const setup = () => {
    const onSave = jest.fn().mockResolvedValue(undefined);
    const user = userEvent.setup();
    render(<AddressForm label="新增收件人" submitLabel="新增" onSave={onSave} />);
    return { user, onSave, form: screen.getByRole('form', { name: '新增收件人' }) };
  };

  it('a typed postal code sets city and district; choosing a district rewrites the first three digits; a city change clears the district', async () => {
    const { user } = setup();
    await user.type(screen.getByLabelText('郵遞區號'), '40757');
    expect(screen.getByLabelText('縣市')).toHaveValue('臺中市');
    expect(screen.getByLabelText('鄉鎮市區')).toHaveValue('西屯區');
    await user.selectOptions(screen.getByLabelText('鄉鎮市區'), '西區');
    expect(screen.getByLabelText('郵遞區號')).toHaveValue('40357');
    await user.selectOptions(screen.getByLabelText('縣市'), '臺北市');
    expect(screen.getByLabelText('鄉鎮市區')).toHaveValue('');
    await user.selectOptions(screen.getByLabelText('鄉鎮市區'), '大安區');
    expect(screen.getByLabelText('郵遞區號')).toHaveValue('10657');
  });

  it('shows every field message and sends nothing; a place error shows on the address field', async () => {
    const { user, onSave } = setup();
    await user.click(screen.getByRole('button', { name: '新增' }));
    expect(await screen.findByText('請填寫收件人姓名')).toBeInTheDocument();
    expect(screen.getByText('請填寫收件人電話')).toBeInTheDocument();
    expect(screen.getByText('請填寫郵遞區號')).toBeInTheDocument();
    expect(screen.getByLabelText('地址')).toHaveAttribute('aria-invalid', 'true');
    expect(onSave).not.toHaveBeenCalled();
  });

  it('refuses special symbols in the address and letters in the phone', async () => {
    const { user, onSave } = setup();
    await user.type(screen.getByLabelText('收件人姓名'), '王小明');
    await user.type(screen.getByLabelText('收件人電話'), '09a2');
    await user.type(screen.getByLabelText('郵遞區號'), '100');
    await user.type(screen.getByLabelText('地址'), '重慶南路#1號');
    await user.click(screen.getByRole('button', { name: '新增' }));
    expect(await screen.findByText(MEMBER_MESSAGES.addressCharacters)).toBeInTheDocument();
    expect(screen.getByText(MEMBER_MESSAGES.recipientPhoneDigits)).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('sends a valid recipient', async () => {
    const { user, onSave } = setup();
    await user.type(screen.getByLabelText('收件人姓名'), '王小明');
    await user.type(screen.getByLabelText('收件人電話'), '0912000111');
    await user.type(screen.getByLabelText('郵遞區號'), '100');
    await user.type(screen.getByLabelText('地址'), '重慶南路一段122號');
    await user.click(screen.getByRole('button', { name: '新增' }));
    await waitFor(() =>
      expect(onSave).toHaveBeenCalledWith({
        name: '王小明',
        phone: '0912000111',
        postal_code: '100',
        city: '臺北市',
        district: '中正區',
        address: '重慶南路一段122號',
      }),
    );
  });

  it('a failed save only releases the button (no message)', async () => {
    server.use(
      http.post('/api/bff/user/general-addresses', () => HttpResponse.json(refusal('Server Error'), { status: 500 })),
    );
    const user = userEvent.setup();
    await showRows(0);
    const form = screen.getByRole('form', { name: '新增收件人' });
    await user.type(within(form).getByLabelText('收件人姓名'), '王小明');
    await user.type(within(form).getByLabelText('收件人電話'), '0912000111');
    await user.type(within(form).getByLabelText('郵遞區號'), '100');
    await user.type(within(form).getByLabelText('地址'), '重慶南路一段122號');
    await user.click(within(form).getByRole('button', { name: '新增' }));
    await waitFor(() => expect(network.sent('POST /api/bff/user/general-addresses')).toHaveLength(1));
    await waitFor(() => expect(within(form).getByRole('button', { name: '新增' })).toBeEnabled());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a failed delete only releases the button (no message); the row stays', async () => {
    server.use(
      http.post('/api/bff/user/general-addresses/batch-delete', () =>
        HttpResponse.json(refusal('Server Error'), { status: 500 }),
      ),
    );
    const user = userEvent.setup();
    await showRows(2);
    await user.click(screen.getByRole('button', { name: '刪除 收件人1' }));
    await waitFor(() => expect(network.sent('POST /api/bff/user/general-addresses/batch-delete')).toHaveLength(1));
    await waitFor(() => expect(screen.getByRole('button', { name: '刪除 收件人1' })).toBeEnabled());
    expect(screen.getByText('市政路1號', { exact: false })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('sales territory (spec-coverage “Members: session and screens”)', () => {
  const offices = [
    { id: 1, name: '臺北營業所', is_sales_territory_use: 1 },
    { id: 2, name: '倉儲中心', is_sales_territory_use: 0 },
    { id: 3, name: '高雄營業所', is_sales_territory_use: 1 },
  ];

  it("lists only offices open for performance; a refused save says '驗證失敗: ' and the server's message", async () => {
    signIn();
    server.use(
      http.get('/api/bff/users', () =>
        HttpResponse.json(
          contractAnswer('GET users', { data: { identity_card: 'A123456789', sales_territory_id: 1 } }),
        ),
      ),
      http.get('/api/web/offices', () => HttpResponse.json(contractAnswer('GET offices', { data: offices }))),
      http.put('/api/bff/user', () => HttpResponse.json(refusal('此地區無法登記業績'), { status: 422 })),
    );
    const user = userEvent.setup();
    renderPage(<SalesTerritoryForm />);
    const select = await screen.findByLabelText('業績地區');
    const names = within(select)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(names).toEqual(['請選擇業績地區', '臺北營業所', '高雄營業所']);
    await user.selectOptions(select, '3');
    await user.click(screen.getByRole('button', { name: '儲存' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('驗證失敗: 此地區無法登記業績');
    signOut();
  });
});
