/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import { SubmitButton } from '@/components/ui/form/submit-button';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('form buttons (spec-coverage “Members: session and screens”)', () => {
  it('are static, loading (處理中…, disabled), success (…成功 for 1.5 s, then static) or error', () => {
    const button = () => screen.getByRole('button');
    const { rerender } = render(<SubmitButton label="儲存" submitting={false} hasErrors={false} />);
    expect(button()).toHaveTextContent('儲存');
    expect(button()).toHaveAttribute('data-state', 'static');

    rerender(<SubmitButton label="儲存" submitting hasErrors={false} />);
    expect(button()).toHaveTextContent('處理中…');
    expect(button()).toBeDisabled();

    rerender(<SubmitButton label="儲存" submitting={false} hasErrors={false} succeededAt={1} />);
    expect(button()).toHaveTextContent('儲存成功');
    act(() => jest.advanceTimersByTime(1_499));
    expect(button()).toHaveTextContent('儲存成功');
    act(() => jest.advanceTimersByTime(1));
    expect(button()).toHaveTextContent('儲存');
    expect(button()).toHaveAttribute('data-state', 'static');

    rerender(<SubmitButton label="儲存" submitting={false} hasErrors succeededAt={1} />);
    expect(button()).toHaveAttribute('data-state', 'error');
    expect(button()).toBeEnabled();
  });
});
