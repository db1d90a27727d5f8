/** @jest-environment #jsdom-page-environment */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DetailsForm } from '@/components/checkout/step-two/details-form';
import { initialStepTwo, type StepTwoValues } from '@/components/checkout/step-two/form-values';
import { generalAddress, member } from '@/lib/contract/schema/member';
import { loveCode, office as officeSchema } from '@/lib/contract/schema/shop';
import type { Member } from '@/lib/contract/types';
import { EMPTY_DETAILS } from '@/lib/domain/checkout/details';
import { ORDER_MESSAGES as M } from '@/lib/domain/orders';
import { MEMBER_MESSAGES } from '@/lib/domain/validation/member';
import { savedRecipient } from '../support/cart-fixtures';
import { contractFixture } from '../support/contract-fixture';

jest.mock('next/navigation', () => ({ useRouter: () => ({ push: jest.fn() }) }));

const office = (id: number, code: string, name: string, territory = 1) =>
  contractFixture(officeSchema, {
    id,
    code,
    name,
    postal_code: '407',
    city: '臺中市',
    district: '西屯區',
    address: '臺灣大道三段658號',
    telephone: '04-2358-6688',
    is_sales_territory_use: territory,
  });
const offices = [office(1, '01', '臺北營業所'), office(3, '03', '臺中總公司'), office(6, '06', '花蓮服務處', 0)];
const loveCodes = [
  contractFixture(loveCode, { id: 1, name: '財團法人創世社會福利基金會', nickname: '創世基金會', love_code: '919' }),
];
const saved = [contractFixture(generalAddress, { id: 7, ...savedRecipient })];
const individual = contractFixture(member, {
  name: '林志明',
  mobile_phone01: '0912-111-222',
  identity_card: 'A123456789',
  barcode01: '/ABC1234',
  barcode02: null,
  barcode03: null,
  sales_territory: { id: 3, name: '臺中總公司', code: '03' },
});
const business: Member = { ...individual, name: '富祥國際有限公司', identity_card: '12345675', barcode01: null };

function showForm({
  member = individual,
  isBusiness = false,
  addresses = saved,
  values = {} as Partial<StepTwoValues>,
} = {}) {
  const onNext = jest.fn().mockResolvedValue(null);
  const onChange = jest.fn();
  const initial = { ...initialStepTwo({ details: EMPTY_DETAILS, territory: '', member }, addresses), ...values };
  render(
    <DetailsForm
      member={member}
      business={isBusiness}
      offices={offices}
      addresses={addresses}
      loveCodes={loveCodes}
      initial={initial}
      onChange={onChange}
      onNext={onNext}
    />,
  );
  return { user: userEvent.setup(), onNext, onChange };
}

/** A field's error message (placeholders of the selects say the same words). */
const fieldError = (text: string) => screen.findByText(text, { selector: 'p' });

const next = (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: '下一步' }));

describe('step 2 first values', () => {
  it("the member's own territory, first saved recipient, name and mobile (trimmed) for pickup", () => {
    const values = initialStepTwo({ details: EMPTY_DETAILS, territory: '', member: individual }, saved);
    expect(values).toMatchObject({
      sale_territory: '03',
      recipient: '7',
      name: '林志明',
      postal_code: '407',
      pickup_name: '林志明',
      pickup_phone: '0912111222',
    });
    expect(initialStepTwo({ details: EMPTY_DETAILS, territory: '01', member: individual }, [])).toMatchObject({
      sale_territory: '01',
      recipient: 'new',
      name: '',
    });
  });
});

describe('step 2 form (spec-coverage “Checkout pages”): errors on their fields', () => {
  it('an individual: territory from the offices that take performance, contact read-only, carriers only', async () => {
    const { user, onNext } = showForm();
    const territory = screen.getByRole('combobox', { name: '業績地區' });
    expect(territory).toHaveValue('03');
    expect(within(territory).queryByRole('option', { name: '花蓮服務處' })).not.toBeInTheDocument();
    expect(screen.getByText('0912-111-222')).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: '同配送地址' })).not.toBeInTheDocument();
    await next(user);
    expect(await fieldError(M.carrierType)).toBeInTheDocument();
    expect(screen.getByRole('group', { name: '發票載具' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('請修正標示的欄位');
    await waitFor(() => expect(screen.getByRole('radio', { name: '會員載具' })).toHaveFocus());
    expect(onNext).not.toHaveBeenCalled();

    await user.click(screen.getByRole('radio', { name: '手機條碼載具' }));
    await next(user);
    expect(await fieldError(M.mobileBarcode)).toBeInTheDocument();
    expect(screen.getByLabelText('手機條碼')).toHaveAttribute('aria-invalid', 'true');
    await user.selectOptions(screen.getByLabelText('手機條碼'), '/ABC1234');
    await user.click(screen.getByRole('radio', { name: '捐贈發票' }));
    await next(user);
    expect(await fieldError(M.loveCode)).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('捐贈單位（愛心碼）'), '919');
    await next(user);
    await waitFor(() => expect(onNext).toHaveBeenCalledTimes(1));
    expect(onNext.mock.calls[0][0]).toMatchObject({
      sale_territory: '03',
      recipient: '7',
      carrier_type: '4',
      love_code: '919',
    });
  });

  it('a business member: invoice destination only; a new invoice address and an invoice office are checked', async () => {
    const { user, onNext } = showForm({ member: business, isBusiness: true, addresses: [] });
    expect(screen.queryByRole('radio', { name: '會員載具' })).not.toBeInTheDocument();
    await next(user);
    expect(await fieldError(M.invoiceType)).toBeInTheDocument();
    expect(screen.getByText(MEMBER_MESSAGES.recipientNameRequired, { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByLabelText('收件人姓名')).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(screen.getByLabelText('收件人姓名')).toHaveFocus());

    await user.type(screen.getByLabelText('收件人姓名'), '張富祥');
    await user.type(screen.getByLabelText('收件人電話'), '0755666777');
    await user.type(screen.getByLabelText('郵遞區號'), '802');
    expect(screen.getByLabelText('縣市', { selector: '[name="city"]' })).toHaveValue('高雄市');
    await user.type(screen.getByLabelText('收件地址'), '四維三路6號');
    await user.click(screen.getByRole('radio', { name: '寄送至其他地址' }));
    await next(user);
    expect(await fieldError(M.invoiceAddress)).toBeInTheDocument();
    expect(screen.getByLabelText('發票地址')).toHaveAttribute('aria-invalid', 'true');

    await user.click(screen.getAllByRole('radio', { name: '營業所自取' })[1]);
    await next(user);
    expect(await fieldError(M.office)).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('發票取件營業所'), '03');
    await next(user);
    await waitFor(() => expect(onNext).toHaveBeenCalledTimes(1));
    expect(onNext.mock.calls[0][0]).toMatchObject({
      recipient: 'new',
      name: '張富祥',
      postal_code: '802',
      invoice_accept_type: '3',
      invoice_office: '03',
    });
  });

  it('a business member’s invoice sent to an address says registered mail takes 20 working days (member §9); office pickup does not', async () => {
    const { user } = showForm({ member: business, isBusiness: true, addresses: [] });
    const note = '發票以掛號郵寄，約需 20 個工作天送達';
    expect(screen.queryByText(note)).toBeNull();
    await user.click(screen.getByRole('radio', { name: '同配送地址' }));
    expect(screen.getByRole('group', { name: '發票寄送方式' })).toHaveAccessibleDescription(note);
    await user.click(screen.getByRole('radio', { name: '寄送至其他地址' }));
    expect(screen.getByText(note)).toBeInTheDocument();
    await user.click(screen.getAllByRole('radio', { name: '營業所自取' })[1]);
    expect(screen.queryByText(note)).toBeNull();
  });

  it('office pickup: an office, a name and a phone; a longer phone is trimmed to 10 digits as typed', async () => {
    const { user, onNext } = showForm({ values: { carrier_type: '1' } });
    await user.click(screen.getByRole('radio', { name: '營業所自取' }));
    await user.clear(screen.getByLabelText('取貨人姓名'));
    await user.clear(screen.getByLabelText('取貨人電話'));
    await next(user);
    expect(await fieldError(M.office)).toBeInTheDocument();
    expect(screen.getByText(M.receiverName, { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByText(M.receiverPhone, { selector: 'p' })).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('取貨營業所'), '01');
    await user.type(screen.getByLabelText('取貨人姓名'), '林志明');
    await user.type(screen.getByLabelText('取貨人電話'), '0987-654-321-999');
    expect(screen.getByLabelText('取貨人電話')).toHaveValue('0987654321');
    await next(user);
    await waitFor(() => expect(onNext).toHaveBeenCalledTimes(1));
    expect(onNext.mock.calls[0][0]).toMatchObject({
      delivery: 'office',
      pickup_office: '01',
      pickup_phone: '0987654321',
    });
  });

  it('the pickup phone says 限填數字，超過 10 碼將自動截斷; a member without a phone barcode is told 尚未設定手機條碼，請洽總公司設定', async () => {
    const { user } = showForm({ member: { ...individual, barcode01: null }, values: { carrier_type: '2' } });
    expect(screen.getByRole('combobox', { name: '手機條碼' })).toHaveAccessibleDescription(
      '尚未設定手機條碼，請洽總公司設定',
    );
    await user.click(screen.getByRole('radio', { name: '營業所自取' }));
    expect(screen.getByLabelText('取貨人電話')).toHaveAccessibleDescription('限填數字，超過 10 碼將自動截斷');
  });

  it('a typed address may be saved as a recipient only while 10 or fewer are saved', async () => {
    const many = Array.from({ length: 10 }, (_, i) => ({ ...saved[0], id: i + 1 }));
    const { user } = showForm({ addresses: many });
    await user.click(screen.getByRole('radio', { name: '新增收件地址' }));
    expect(screen.getByRole('checkbox', { name: '儲存為常用收件人' })).toBeInTheDocument();
  });

  it('at 11 saved recipients the save choice is gone', async () => {
    const full = Array.from({ length: 11 }, (_, i) => ({ ...saved[0], id: i + 1 }));
    const { user } = showForm({ addresses: full });
    await user.click(screen.getByRole('radio', { name: '新增收件地址' }));
    expect(screen.queryByRole('checkbox', { name: '儲存為常用收件人' })).not.toBeInTheDocument();
  });

  it('keeps every change in the draft', async () => {
    const { user, onChange } = showForm();
    await user.click(screen.getByRole('radio', { name: '會員載具' }));
    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ carrier_type: '1', sale_territory: '03' })),
    );
  });
});
