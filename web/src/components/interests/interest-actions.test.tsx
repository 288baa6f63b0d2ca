import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '@/lib/toaster';
import { renderWithProviders } from '@/testing/render-app';
import { InterestActions } from './interest-actions';

vi.mock('@/lib/toaster', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/toaster')>()),
  notify: vi.fn(),
}));

type Options = { onSuccess: () => void; onError: (error: Error) => void };
const mutation = (pending?: string) => ({
  mutate: vi.fn<(id: string, options: Options) => void>(),
  isPending: pending !== undefined,
  variables: pending,
});

beforeEach(() => vi.mocked(notify).mockClear());

describe('interest actions', () => {
  it('shows only the actions the server offers: no Accept while the payment is not held', () => {
    renderWithProviders(
      <InterestActions
        interest={{ id: 'i-1', allowedActions: ['reject'] }}
        accept={mutation()}
        reject={mutation()}
        acceptedDescription="Matched."
      />,
    );
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Reject' })).toBeTruthy();
  });

  it('accepting sends the interest id and tells the sender what it means there; a failure says which step failed', () => {
    const accept = mutation();
    renderWithProviders(
      <InterestActions
        interest={{ id: 'i-1', allowedActions: ['accept', 'reject'] }}
        accept={accept}
        reject={mutation()}
        acceptedDescription="Matched with this traveler."
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
    const [id, options] = accept.mutate.mock.calls[0]!;
    expect(id).toBe('i-1');
    options.onSuccess();
    expect(notify).toHaveBeenLastCalledWith({
      title: 'Interest accepted',
      description: 'Matched with this traveler.',
      type: 'success',
    });
    options.onError(new Error('Payment not held'));
    expect(notify).toHaveBeenLastCalledWith({
      title: 'Could not accept the interest',
      description: 'Payment not held',
      type: 'error',
    });
  });

  it('rejecting sends the interest id and confirms it', () => {
    const reject = mutation();
    renderWithProviders(
      <InterestActions
        interest={{ id: 'i-2', allowedActions: ['reject'] }}
        accept={mutation()}
        reject={reject}
        acceptedDescription="Matched."
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Reject' }));
    const [id, options] = reject.mutate.mock.calls[0]!;
    expect(id).toBe('i-2');
    options.onSuccess();
    expect(notify).toHaveBeenLastCalledWith({ title: 'Interest rejected', type: 'info' });
  });

  it('a pending answer on another interest leaves this row’s buttons usable', () => {
    renderWithProviders(
      <>
        <InterestActions
          interest={{ id: 'i-1', allowedActions: ['accept'] }}
          accept={mutation('i-2')}
          reject={mutation()}
          acceptedDescription="Matched."
        />
        <InterestActions
          interest={{ id: 'i-2', allowedActions: ['accept'] }}
          accept={mutation('i-2')}
          reject={mutation()}
          acceptedDescription="Matched."
        />
      </>,
    );
    const [other, pressed] = screen.getAllByRole('button');
    expect((other as HTMLButtonElement).disabled).toBe(false);
    expect((pressed as HTMLButtonElement).disabled).toBe(true);
  });
});
