import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LIVE_POLL_MS, useLiveRefresh } from '../../src/layout/live/useLiveRefresh';

const Live = ({ refresh, paused }: { refresh: () => void; paused?: boolean }) => {
  useLiveRefresh(refresh, { paused });
  return <input aria-label="field" />;
};

describe('useLiveRefresh', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('refreshes on each interval, and not while a field has the focus or a dialog is open', () => {
    const refresh = vi.fn();
    const { getByLabelText } = render(<Live refresh={refresh} />);
    act(() => vi.advanceTimersByTime(LIVE_POLL_MS * 2));
    expect(refresh).toHaveBeenCalledTimes(2);

    getByLabelText('field').focus();
    act(() => vi.advanceTimersByTime(LIVE_POLL_MS * 2));
    expect(refresh).toHaveBeenCalledTimes(2);
    getByLabelText('field').blur();

    const dialog = document.createElement('div');
    dialog.setAttribute('role', 'dialog');
    document.body.append(dialog);
    act(() => vi.advanceTimersByTime(LIVE_POLL_MS));
    expect(refresh).toHaveBeenCalledTimes(2);
    dialog.remove();

    act(() => vi.advanceTimersByTime(LIVE_POLL_MS));
    expect(refresh).toHaveBeenCalledTimes(3);
  });

  it('does not refresh while paused', () => {
    const refresh = vi.fn();
    render(<Live refresh={refresh} paused />);
    act(() => vi.advanceTimersByTime(LIVE_POLL_MS * 3));
    expect(refresh).not.toHaveBeenCalled();
  });
});
