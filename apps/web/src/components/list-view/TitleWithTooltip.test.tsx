/**
 * A list title shows its full text in a tooltip on hover only when it is long enough to be cut
 * off. Timers are simulated, so "no tooltip" is checked after the same hover time that makes the
 * long title's tooltip appear.
 */
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TitleWithTooltip } from './TitleWithTooltip';

const LONG_TITLE = 'Quarterly revenue by region and channel';
const SHORT_TITLE = 'Sales 03';

async function hoverAndWait(text: string): Promise<void> {
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  await user.hover(screen.getByText(text));
  await act(() => vi.advanceTimersByTimeAsync(1_000));
}

function renderTitle(title: string) {
  render(
    <TitleWithTooltip title={title}>
      <a href="#dashboard">{title}</a>
    </TitleWithTooltip>,
  );
}

describe('TitleWithTooltip', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the full title of a long title on hover', async () => {
    renderTitle(LONG_TITLE);
    await hoverAndWait(LONG_TITLE);
    expect(screen.getByRole('tooltip').textContent).toBe(LONG_TITLE);
  });

  it('shows no tooltip for a short title after the same hover', async () => {
    renderTitle(SHORT_TITLE);
    await hoverAndWait(SHORT_TITLE);
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});
