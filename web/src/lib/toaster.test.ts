import { describe, expect, it } from 'vitest';
import { notify, toaster } from './toaster';

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
});
