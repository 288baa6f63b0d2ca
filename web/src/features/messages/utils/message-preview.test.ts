import { describe, expect, it } from 'vitest';
import { messagePreview } from './message-preview';

describe('spec §9 message preview', () => {
  it('keeps a message of 60 characters or fewer whole', () => {
    expect(messagePreview('a'.repeat(60))).toBe('a'.repeat(60));
    expect(messagePreview('Hello')).toBe('Hello');
  });
  it("cuts a longer message at 60 characters plus '…'", () => {
    expect(messagePreview('b'.repeat(61))).toBe(`${'b'.repeat(60)}…`);
  });
  it('counts an emoji as one character, never splitting it', () => {
    expect(messagePreview('😀'.repeat(61))).toBe(`${'😀'.repeat(60)}…`);
  });
});
