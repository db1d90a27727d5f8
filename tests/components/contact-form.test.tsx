/** @jest-environment #jsdom-page-environment */
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { CONTACT_RESET_MS, ContactForm } from '@/components/service/contact-form';
import { later, mockNetwork, refusal, server } from '../support/network';

const push = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push }) }));

const network = mockNetwork();
/** The inquiries sent (POST mail-to-tocin of the public API). */
const sent = () => network.sent('POST /api/web/mail-to-tocin');

const VALID = {
  sub: '訂單詢問',
  name: '王小明',
  phone: '0912345678',
  email: 'ming@example.com',
  content: '請問訂單何時出貨？',
};

const field = (label: string) =>
  screen.getByLabelText(new RegExp(`^${label}`)) as HTMLInputElement | HTMLTextAreaElement;

function setup() {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  render(<ContactForm />);
  return user;
}

async function fill(user: ReturnType<typeof userEvent.setup>, values: Partial<typeof VALID>) {
  const labels: Record<keyof typeof VALID, string> = {
    sub: '主旨',
    name: '姓名',
    phone: '聯絡電話',
    email: '電子信箱',
    content: '內容',
  };
  for (const [key, value] of Object.entries(values)) {
    const input = field(labels[key as keyof typeof VALID]);
    await user.clear(input);
    if (value) await user.type(input, value);
  }
}

const submit = () => screen.getByRole('button', { name: /^(送出|送出中…|已送出)$/ });

beforeEach(() => {
  jest.useFakeTimers();
  push.mockReset();
});

afterEach(() => {
  jest.useRealTimers();
});

describe('contact form (spec-coverage “Public site: company content and service”)', () => {
  it('has subject, name, phone, email and a content box of 5 rows', () => {
    setup();
    for (const label of ['主旨', '姓名', '聯絡電話', '電子信箱']) expect(field(label).tagName).toBe('INPUT');
    expect(field('內容').tagName).toBe('TEXTAREA');
    expect(field('內容')).toHaveAttribute('rows', '5');
  });

  it('shows the required messages under the fields and sends nothing', async () => {
    const user = setup();
    await user.click(submit());
    for (const message of ['請填寫主旨', '請填寫姓名', '請填寫聯絡電話', '請填寫電子信箱', '請填寫內容']) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(sent()).toHaveLength(0);
  });

  it('rejects a name with digits, a phone that is not 10 digits and a malformed email', async () => {
    const user = setup();
    await fill(user, { ...VALID, name: '王小明123', phone: '09123', email: 'not-an-email' });
    await user.click(submit());
    expect(await screen.findByText('姓名僅限填寫中文或英文')).toBeInTheDocument();
    expect(screen.getByText('聯絡電話格式錯誤，請填寫 10 碼數字')).toBeInTheDocument();
    expect(screen.getByText('請填寫正確的電子信箱格式')).toBeInTheDocument();
    expect(sent()).toHaveLength(0);
  });

  it('sends the inquiry, shows success, resets the form after 2000 ms and goes to the response page', async () => {
    let sentAt = 0;
    server.use(
      http.post('/api/web/mail-to-tocin', () => {
        sentAt = Date.now();
        return HttpResponse.json({ message: '感謝您的來信，我們將盡快與您聯繫' }, { status: 201 });
      }),
    );
    const user = setup();
    await fill(user, VALID);
    await user.click(submit());
    expect(await screen.findByText(/送出成功/)).toBeInTheDocument();
    expect(sent().map((request) => request.body)).toEqual([VALID]);
    expect(submit()).toHaveTextContent('已送出');

    // Waiting for the message moved the fake clock on a little: count from the moment of sending.
    const elapsed = Date.now() - sentAt;
    expect(elapsed).toBeLessThan(CONTACT_RESET_MS - 1);
    act(() => jest.advanceTimersByTime(CONTACT_RESET_MS - 1 - elapsed));
    expect(field('主旨')).toHaveValue(VALID.sub);
    expect(push).not.toHaveBeenCalled();

    act(() => jest.advanceTimersByTime(1));
    for (const label of ['主旨', '姓名', '聯絡電話', '電子信箱', '內容']) expect(field(label)).toHaveValue('');
    expect(submit()).toHaveTextContent('送出');
    expect(push).toHaveBeenCalledWith('/service/contact/response');
  });

  it('is idle, then submitting (送出中…, disabled, sent once) until the API answers, then success', async () => {
    const answer = later();
    server.use(http.post('/api/web/mail-to-tocin', answer.reply));
    const user = setup();
    await fill(user, VALID);
    expect(submit()).toHaveTextContent('送出');
    expect(submit()).toBeEnabled();
    await user.click(submit());
    expect(await screen.findByRole('button', { name: '送出中…' })).toBeDisabled();
    await user.click(submit());
    answer.answer({ message: '感謝您的來信，我們將盡快與您聯繫' }, 201);
    expect(await screen.findByText(/送出成功/)).toBeInTheDocument();
    expect(sent()).toHaveLength(1);
  });

  it('shows 送出失敗 when the API fails, keeping what was typed', async () => {
    server.use(http.post('/api/web/mail-to-tocin', () => HttpResponse.json(refusal('Server Error'), { status: 500 })));
    const user = setup();
    await fill(user, VALID);
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent('送出失敗');
    expect(field('內容')).toHaveValue(VALID.content);
    act(() => jest.advanceTimersByTime(CONTACT_RESET_MS * 2));
    expect(field('內容')).toHaveValue(VALID.content);
    expect(push).not.toHaveBeenCalled();
  });

  it('shows the field errors the API answers with (422) beside 送出失敗', async () => {
    server.use(
      http.post('/api/web/mail-to-tocin', () =>
        HttpResponse.json(refusal('資料格式錯誤', undefined, { errors: { email: ['此電子信箱無法收信'] } }), {
          status: 422,
        }),
      ),
    );
    const user = setup();
    await fill(user, VALID);
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent('送出失敗');
    expect(screen.getByText('此電子信箱無法收信')).toBeInTheDocument();
  });
});
