import { Stack, Table, Text } from '@chakra-ui/react';
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';

/**
 * A table that may be wider than the screen (admin tables on phones): it scrolls sideways, and
 * while some of its columns are out of view a line above it says so, so no column is hidden
 * without a hint. The scrolling region is then focusable (keyboard scrolling) and named by `label`.
 */
export function WideTable({ label, children }: { label: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [wide, setWide] = useState(false);
  useLayoutEffect(() => {
    const area = ref.current;
    if (!area) return;
    const check = () => setWide(area.scrollWidth > area.clientWidth + 1);
    check();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(check);
    observer.observe(area);
    if (area.firstElementChild) observer.observe(area.firstElementChild);
    return () => observer.disconnect();
  }, []);
  return (
    <Stack gap="1">
      {wide && (
        <Text fontSize="xs" color="fg.muted" textAlign="end" data-testid="wide-table-hint">
          Scroll sideways to see every column →
        </Text>
      )}
      <Table.ScrollArea
        ref={ref}
        borderWidth="1px"
        rounded="md"
        {...(wide ? { tabIndex: 0, role: 'region', 'aria-label': label } : {})}
      >
        {children}
      </Table.ScrollArea>
    </Stack>
  );
}
