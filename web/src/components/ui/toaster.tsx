import { Portal, Stack, Toast, Toaster as ChakraToaster } from '@chakra-ui/react';
import { useDrag } from '@use-gesture/react';
import { useState, type ReactNode } from 'react';
import { TOAST } from '@/config/constants';
import { toaster } from '@/lib/toaster';

/** Renders the single toast region (spec §9: viewport at most 420 px wide). */
export function Toaster() {
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <SwipeableToast id={toast.id!}>
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            {toast.closable && <Toast.CloseTrigger aria-label="Dismiss notification" />}
          </SwipeableToast>
        )}
      </ChakraToaster>
    </Portal>
  );
}

/**
 * A toast that follows a drag towards the screen's right edge, where the region sits, and is
 * dismissed when let go past spec §9's swipe threshold (50 px); short of it, it goes back.
 * Taps still reach the close button.
 */
function SwipeableToast({ id, children }: { id: string; children: ReactNode }) {
  const [offset, setOffset] = useState(0);
  const bind = useDrag(
    ({ movement: [mx], last }) => {
      const x = Math.max(0, mx);
      if (!last) return setOffset(x);
      if (x > TOAST.swipeThresholdPx) toaster.dismiss(id);
      else setOffset(0);
    },
    { axis: 'x', filterTaps: true },
  );
  return (
    <Toast.Root
      {...bind()}
      width={{ md: 'sm' }}
      maxW={`${TOAST.maxWidthPx}px`}
      data-testid="toast"
      // Chakra places the toast with `translate`; the drag adds a transform of its own.
      style={{ transform: offset ? `translateX(${offset}px)` : undefined, touchAction: 'pan-y' }}
    >
      {children}
    </Toast.Root>
  );
}
