/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FontSizeControl } from '@/components/ui/font-size-control';
import { FontSizeScope } from '@/components/ui/font-size-scope';

function renderScope() {
  render(
    <FontSizeScope>
      <FontSizeControl />
      <p>內文</p>
    </FontSizeScope>,
  );
  const scope = screen.getByText('內文').parentElement!;
  return {
    size: () => scope.style.getPropertyValue('--font-size-content'),
    bigger: screen.getByRole('button', { name: /放大字級/ }),
    smaller: screen.getByRole('button', { name: /縮小字級/ }),
  };
}

describe('font-size control (spec-coverage “Platform”: 16, step 2, 14 to 24)', () => {
  it('names each button with the text on it first (a voice user says "A+")', () => {
    const { bigger, smaller } = renderScope();
    expect(bigger).toHaveAccessibleName('A+ 放大字級');
    expect(smaller).toHaveAccessibleName('A− 縮小字級');
  });

  it('starts at 16', () => {
    expect(renderScope().size()).toBe('16px');
  });

  it('steps up by 2 and stops at 24', async () => {
    const user = userEvent.setup();
    const { size, bigger } = renderScope();
    await user.click(bigger);
    expect(size()).toBe('18px');
    for (let i = 0; i < 6; i += 1) if (!(bigger as HTMLButtonElement).disabled) await user.click(bigger);
    expect(size()).toBe('24px');
    expect(bigger).toBeDisabled();
  });

  it('steps down by 2 and stops at 14', async () => {
    const user = userEvent.setup();
    const { size, smaller, bigger } = renderScope();
    await user.click(smaller);
    expect(size()).toBe('14px');
    expect(smaller).toBeDisabled();
    await user.click(bigger);
    expect(size()).toBe('16px');
    expect(smaller).toBeEnabled();
  });
});
