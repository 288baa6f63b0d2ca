import { describe, expect, it } from 'vitest';
import { newClientId } from './client-id';

describe('newClientId', () => {
  it('makes RFC 4122 version 4 UUIDs, a new one each call', () => {
    const ids = Array.from({ length: 200 }, newClientId);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
