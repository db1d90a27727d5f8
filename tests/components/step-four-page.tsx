import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StepFour, type StepFourTerms } from '@/components/checkout/step-four/step-four';
import { renderPage } from '../support/render-page';

/** Step 4 opened as the member's browser opens it; resolves once the order may be sent (the activities read). */
export async function openStepFour(terms: StepFourTerms = null) {
  const user = userEvent.setup();
  renderPage(<StepFour terms={terms} />);
  const send = await screen.findByRole('button', { name: '送出訂單' });
  await waitFor(() => expect(send).toBeEnabled());
  return { user, send };
}

/** Step 4 opened and its order sent once. */
export async function submitStepFour() {
  const { user, send } = await openStepFour();
  await user.click(send);
  return user;
}
