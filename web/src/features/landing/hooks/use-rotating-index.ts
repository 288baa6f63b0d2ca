import { useEffect, useState } from 'react';

/** Advances an index every `intervalMs`, wrapping at `length` (spec §9 demo rotation 2.5 s). */
export function useRotatingIndex(length: number, intervalMs: number): number {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    const id = window.setInterval(() => setIndex((i) => (i + 1) % length), intervalMs);
    return () => window.clearInterval(id);
  }, [length, intervalMs]);
  return index;
}
