/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Accordion, AccordionPanel, HEIGHT_WAIT_FRAMES, SLIDE_MS } from '@/components/article/accordion';

function setup() {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  render(
    <Accordion label="常見問題">
      <AccordionPanel title="如何首次登入？">
        <p>請點選「首次登入」</p>
      </AccordionPanel>
      <AccordionPanel title="忘記密碼怎麼辦？" defaultOpen>
        <p>請點選「忘記密碼」</p>
      </AccordionPanel>
    </Accordion>,
  );
  const panel = (title: string) => screen.getByRole('heading', { name: title }).closest('details')!;
  const summary = (title: string) => screen.getByRole('heading', { name: title }).closest('summary')!;
  return { user, panel, summary };
}

/** Runs the height wait (jsdom lays nothing out, so it gives up after 60 frames) and the slide. */
const settle = () => act(() => jest.advanceTimersByTime((HEIGHT_WAIT_FRAMES + 2) * 17 + SLIDE_MS));

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('accordion panels (spec-coverage “Public site: company content and service”)', () => {
  it('renders every panel and its text in the HTML, closed unless asked open', () => {
    const { panel } = setup();
    expect(panel('如何首次登入？')).not.toHaveAttribute('open');
    expect(panel('忘記密碼怎麼辦？')).toHaveAttribute('open');
    expect(screen.getByText('請點選「首次登入」')).toBeInTheDocument();
  });

  it('slides open on a click and closes on the next', async () => {
    const { user, panel, summary } = setup();
    await user.click(summary('如何首次登入？'));
    expect(panel('如何首次登入？')).toHaveAttribute('open');
    expect(panel('如何首次登入？')).toHaveAttribute('data-sliding');
    settle();
    expect(panel('如何首次登入？')).not.toHaveAttribute('data-sliding');

    await user.click(summary('如何首次登入？'));
    expect(panel('如何首次登入？')).toHaveAttribute('open'); // still sliding closed
    settle();
    expect(panel('如何首次登入？')).not.toHaveAttribute('open');
  });

  it('clicks on a closing panel leave it closed, and the next click opens it', async () => {
    const { user, panel, summary } = setup();
    await user.click(summary('忘記密碼怎麼辦？'));
    await user.click(summary('忘記密碼怎麼辦？'));
    await user.click(summary('忘記密碼怎麼辦？'));
    settle();
    // The panel ends closed (the clicks during the slide did not reopen it; that they are ignored is the next test's).
    expect(panel('忘記密碼怎麼辦？')).not.toHaveAttribute('open');
    await user.click(summary('忘記密碼怎麼辦？'));
    settle();
    expect(panel('忘記密碼怎麼辦？')).toHaveAttribute('open');
  });

  it('ignores a second click during the opening slide: the panel ends open', async () => {
    // A laid-out body, as in a browser: the height is there at once and the slide runs SLIDE_MS.
    const height = jest.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(120);
    try {
      const { user, panel, summary } = setup();
      await user.click(summary('如何首次登入？'));
      await user.click(summary('如何首次登入？'));
      settle();
      expect(panel('如何首次登入？')).toHaveAttribute('open');
      expect(panel('如何首次登入？')).not.toHaveAttribute('data-sliding');
    } finally {
      height.mockRestore();
    }
  });

  it(`waits up to ${HEIGHT_WAIT_FRAMES} frames for the height, then slides`, async () => {
    const { user, panel, summary } = setup();
    await user.click(summary('如何首次登入？'));
    // jsdom gives the body no height: ten frames short of the limit the slide has not started.
    act(() => jest.advanceTimersByTime((HEIGHT_WAIT_FRAMES - 10) * 16 + SLIDE_MS));
    expect(panel('如何首次登入？')).toHaveAttribute('data-sliding');
    settle();
    expect(panel('如何首次登入？')).not.toHaveAttribute('data-sliding');
    expect(panel('如何首次登入？')).toHaveAttribute('open');
  });

  it('panels are independent', async () => {
    const { user, panel, summary } = setup();
    await user.click(summary('如何首次登入？'));
    settle();
    expect(panel('如何首次登入？')).toHaveAttribute('open');
    expect(panel('忘記密碼怎麼辦？')).toHaveAttribute('open');
  });
});
