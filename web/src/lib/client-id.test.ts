import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { newClientId, useClientId } from './client-id';

describe('newClientId', () => {
  it('makes RFC 4122 version 4 UUIDs, a new one each call', () => {
    const ids = Array.from({ length: 200 }, newClientId);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('useClientId', () => {
  it('keeps one id for retries of the same request, and takes a fresh one for a different request or after success', () => {
    const { result } = renderHook(() => useClientId());
    const first = result.current.current({ title: 'Books', weight: 2 });
    expect(result.current.current({ title: 'Books', weight: 2 })).toBe(first);
    const edited = result.current.current({ title: 'Books', weight: 3 });
    expect(edited).not.toBe(first);
    expect(result.current.current({ title: 'Books', weight: 3 })).toBe(edited);
    result.current.renew();
    expect(result.current.current({ title: 'Books', weight: 3 })).not.toBe(edited);
  });
});
