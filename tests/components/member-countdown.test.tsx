/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OtpStep } from '@/components/member/otp-step';
import { otpCheckSchema } from '@/lib/domain/validation/member';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

function setup(onResend = jest.fn().mockResolvedValue(undefined), onCheck = jest.fn().mockResolvedValue(undefined)) {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  render(
    <OtpStep
      phone="0912***678"
      schema={otpCheckSchema.pick(['otp'])}
      onCheck={onCheck}
      onResend={onResend}
      onBack={jest.fn()}
    />,
  );
  return { user, onResend, onCheck };
}

const tick = async (seconds: number) => {
  for (let i = 0; i < seconds; i += 1) await act(async () => void jest.advanceTimersByTime(1000));
};

describe('SMS code step (spec-coverage “Members: session and screens”)', () => {
  it('shows the masked phone and locks resend for 60 s with a countdown', async () => {
    setup();
    expect(screen.getByText('驗證碼已發送至 0912***678')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '重新發送（60 秒）' })).toBeDisabled();
    await tick(59);
    expect(screen.getByRole('button', { name: '重新發送（1 秒）' })).toBeDisabled();
    await tick(1);
    expect(screen.getByRole('button', { name: '重新發送驗證碼' })).toBeEnabled();
  });

  it('resending locks the button again for 60 s', async () => {
    const { user, onResend } = setup();
    await tick(60);
    await user.click(screen.getByRole('button', { name: '重新發送驗證碼' }));
    expect(onResend).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('button', { name: '重新發送（60 秒）' })).toBeDisabled();
  });

  it('a refused resend says 簡訊已重複發送', async () => {
    const { user } = setup(jest.fn().mockRejectedValue(new Error('429')));
    await tick(60);
    await user.click(screen.getByRole('button', { name: '重新發送驗證碼' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('簡訊已重複發送');
  });

  it('requires the code, and a failed check says OTP 驗證失敗', async () => {
    const { user, onCheck } = setup(undefined, jest.fn().mockRejectedValue(new Error('bad')));
    await user.click(screen.getByRole('button', { name: '下一步' }));
    expect(await screen.findByText('請填寫 OTP 驗證碼')).toBeInTheDocument();
    expect(onCheck).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('OTP 驗證碼'), '123456');
    await user.click(screen.getByRole('button', { name: '下一步' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('OTP 驗證失敗');
  });
});
