import { Button } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { SectionCard } from '@/components/ui/section-card';

/**
 * An "Edit …" button that opens the edit form in its own section, with "Discard changes" to
 * close it again. `children` gets `close` for the form's success.
 */
export function EditInPlace({
  title,
  idPrefix,
  children,
}: {
  title: string;
  idPrefix: string;
  children: (close: () => void) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  if (!open) {
    return (
      <Button variant="outline" alignSelf="start" onClick={() => setOpen(true)}>
        {title}
      </Button>
    );
  }
  return (
    <SectionCard title={title} idPrefix={idPrefix}>
      {children(close)}
      <Button variant="ghost" alignSelf="start" onClick={close}>
        Discard changes
      </Button>
    </SectionCard>
  );
}
