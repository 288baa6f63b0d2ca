import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdLiveToasts, notify, notifyLive, OWN_ACTION_TOAST_HOLD_MS, toaster } from './toaster';

const shown = () => toaster.getVisibleToasts().map((t) => t.title);

describe('toasts (spec §9: 1 at a time, 5000 ms default)', () => {
  it('keeps a single toast: the newest replaces the one on screen', () => {
    notify({ title: 'First' });
    notify({ title: 'Second' });
    const visible = toaster.getVisibleToasts();
    expect(visible).toHaveLength(1);
    expect(visible[0]!.title).toBe('Second');
  });

  it('uses 5000 ms unless a duration is given', () => {
    notify({ title: 'Default' });
    expect(toaster.getVisibleToasts()[0]!.duration).toBe(5_000);
    notify({ title: 'Account created successfully', duration: 6_000 });
    expect(toaster.getVisibleToasts()[0]!.duration).toBe(6_000);
  });

  describe("a live notification does not hide the toast of the person's own action", () => {
    afterEach(() => vi.useRealTimers());

    it("'Pickup confirmed' stays while the notification about the same pickup waits its turn", () => {
      vi.useFakeTimers();
      notify({ title: 'Pickup confirmed', type: 'success' });
      notifyLive({ title: 'Package picked up' });
      expect(shown()).toEqual(['Pickup confirmed']);
      vi.advanceTimersByTime(OWN_ACTION_TOAST_HOLD_MS - 1);
      expect(shown()).toEqual(['Pickup confirmed']);
      vi.advanceTimersByTime(1);
      expect(shown()).toEqual(['Package picked up']);
    });

    it('of several live notifications waiting, only the newest is shown', () => {
      vi.useFakeTimers();
      notify({ title: 'Saved' });
      notifyLive({ title: 'Older news' });
      notifyLive({ title: 'Newest news' });
      vi.advanceTimersByTime(OWN_ACTION_TOAST_HOLD_MS * 3);
      expect(shown()).toEqual(['Newest news']);
    });

    it('replaces an action toast that has been up long enough, and another live toast, at once', () => {
      vi.useFakeTimers();
      notify({ title: 'Saved' });
      vi.advanceTimersByTime(OWN_ACTION_TOAST_HOLD_MS);
      notifyLive({ title: 'First news' });
      expect(shown()).toEqual(['First news']);
      notifyLive({ title: 'Second news' });
      expect(shown()).toEqual(['Second news']);
    });
  });

  describe('while the notification dropdown is open (it lists them, in the same corner)', () => {
    afterEach(() => {
      holdLiveToasts(false);
      vi.useRealTimers();
    });

    it('no live toast shows over it, the one on screen goes, and live toasts show again once it closes', () => {
      vi.useFakeTimers();
      // Past any action toast of an earlier test, so live ones show at once.
      vi.advanceTimersByTime(OWN_ACTION_TOAST_HOLD_MS);
      notifyLive({ title: 'Earlier news' });
      expect(shown()).toEqual(['Earlier news']);
      holdLiveToasts(true);
      expect(shown()).toEqual([]);
      notifyLive({ title: 'Package picked up' });
      expect(shown()).toEqual([]);
      holdLiveToasts(false);
      notifyLive({ title: 'Package delivered' });
      expect(shown()).toEqual(['Package delivered']);
    });

    it("a live toast waiting behind the person's own action toast is dropped when the dropdown opens", () => {
      vi.useFakeTimers();
      notify({ title: 'Saved' });
      notifyLive({ title: 'Waiting news' });
      holdLiveToasts(true);
      vi.advanceTimersByTime(OWN_ACTION_TOAST_HOLD_MS * 2);
      expect(shown()).toEqual([]);
    });

    it("the person's own action toasts still show", () => {
      holdLiveToasts(true);
      notify({ title: 'All notifications marked as read' });
      expect(shown()).toEqual(['All notifications marked as read']);
    });
  });
});
