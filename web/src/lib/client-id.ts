import { useRef } from 'react';

/**
 * A random UUID v4 for an entity the client creates. `crypto.randomUUID` exists only in
 * secure contexts, so it is built from `getRandomValues`, which exists everywhere.
 */
export function newClientId(): string {
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const hex = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The id a create form sends: the same on every retry of one submission (a create that
 * timed out but happened is then not made twice), a fresh one once a create succeeded or the
 * form sends something else (the server answers an id reused for a different request with a
 * 409, decision create-id-reuse-409).
 */
export function useClientId(): { current: (body: unknown) => string; renew: () => void } {
  const id = useRef<{ id: string; body: string } | null>(null);
  return {
    current: (body) => {
      const sent = JSON.stringify(body);
      if (id.current?.body !== sent) id.current = { id: newClientId(), body: sent };
      return id.current.id;
    },
    renew: () => {
      id.current = null;
    },
  };
}
