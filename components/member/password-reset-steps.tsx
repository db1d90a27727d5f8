'use client';

import { useState } from 'react';
import { browserApi } from '@/lib/api/browser';
import { call } from '@/lib/api/call';
import { MEMBER_MESSAGES, otpCheckSchema } from '@/lib/domain/validation/member';
import { OtpStep } from './otp-step';
import { PasswordStep } from './password-step';

type Props = {
  step: 2 | 3;
  username: string;
  /** The masked phone the code went to. */
  phone: string;
  onStep: (step: 1 | 2 | 3) => void;
  /** Saves the new password with the reset token the code gave; throws on failure. */
  save: (password: string, resetToken: string) => Promise<void>;
};

/**
 * Steps 2 and 3 shared by forgot password and first login (spec-coverage “Members: session and screens”): the SMS code (with
 * resend) is exchanged for a reset token, then the new password is saved with it.
 */
export function PasswordResetSteps({ step, username, phone, onStep, save }: Props) {
  const [resetToken, setResetToken] = useState('');
  if (step === 2) {
    return (
      <OtpStep
        phone={phone}
        schema={otpCheckSchema.pick(['otp'])}
        onCheck={async (otp) => {
          const checked = await call(browserApi(), 'POST otp/check', { body: { username, otp } });
          setResetToken(checked.reset_token);
          onStep(3);
        }}
        onResend={() =>
          call(browserApi(), 'POST otp/resend', { body: { identity_card: username } }).then(() => undefined)
        }
        onBack={() => onStep(1)}
      />
    );
  }
  return (
    <PasswordStep
      failureMessage={MEMBER_MESSAGES.resetFailed}
      onBack={() => onStep(2)}
      onSave={(password) => save(password, resetToken)}
    />
  );
}
