import { Button, Code, Stack } from '@chakra-ui/react';
import { useLayoutEffect, useRef, useState } from 'react';

const CLAMPED_LINES = 3;

/**
 * An audit entry's details as JSON that wraps anywhere (ids have no spaces). A long record
 * shows its first lines and a 'Show all' button, so a row stays short but the whole record can
 * be read; the full text is in the page either way (find in page, copy).
 */
export function AuditDetails({ details }: { details: unknown }) {
  const text = details == null ? '—' : JSON.stringify(details);
  const ref = useRef<HTMLElement>(null);
  const [open, setOpen] = useState(false);
  const [long, setLong] = useState(false);
  useLayoutEffect(() => {
    const el = ref.current;
    if (el && !open) setLong(el.scrollHeight > el.clientHeight + 1);
  }, [text, open]);
  return (
    <Stack gap="1" align="start">
      <Code
        ref={ref}
        display="block"
        fontSize="xs"
        whiteSpace="pre-wrap"
        overflowWrap="anywhere"
        lineClamp={open ? undefined : CLAMPED_LINES}
        data-testid="audit-details"
      >
        {text}
      </Code>
      {(long || open) && (
        <Button
          size="2xs"
          variant="plain"
          colorPalette="teal"
          px="0"
          onClick={() => setOpen(!open)}
          aria-expanded={open}
        >
          {open ? 'Show less' : 'Show all'}
        </Button>
      )}
    </Stack>
  );
}
