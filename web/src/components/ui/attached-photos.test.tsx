import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, stubGateway, testUser } from '@/testing/render-app';
import { AttachedPhotos } from './attached-photos';

const names = { list: 'Package photos', testId: 'shipment-photos', photo: 'Package photo', input: 'Package photos' };
const src = (id: string) => `/api/shipments/s-1/photos/${id}`;
const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'p.png', { type: 'image/png' });

beforeEach(() => {
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:photo'), revokeObjectURL: vi.fn() }));
});

describe('attached photos', () => {
  it('without photos it shows the empty text, or nothing at all when there is none and nothing to add', () => {
    stubGateway(testUser());
    const { container, unmount } = renderWithProviders(<AttachedPhotos photos={[]} src={src} names={names} max={5} />);
    expect(container.textContent).toBe('');
    unmount();
    renderWithProviders(<AttachedPhotos photos={[]} src={src} names={names} max={5} empty="No photos yet" />);
    expect(screen.getByText('No photos yet')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add photos' })).toBeNull();
  });

  it('too many files in all are refused with the caller’s text before any upload; the rest are uploaded', async () => {
    stubGateway(testUser(), (url) => (url.startsWith('/api/shipments/') ? new Response(new Blob(['x'])) : undefined));
    const upload = vi.fn(async (_files: File[]) => ({}));
    renderWithProviders(
      <AttachedPhotos
        photos={['p-1', 'p-2', 'p-3', 'p-4']}
        src={src}
        names={names}
        max={5}
        add={{ upload, tooMany: 'At most 5 photos', added: 'Photos added' }}
      />,
    );
    const input = screen.getByLabelText('Package photos', { selector: 'input' });
    fireEvent.change(input, { target: { files: [png(), png()] } });
    expect(await screen.findByText('At most 5 photos')).toBeTruthy();
    expect(upload).not.toHaveBeenCalled();
    fireEvent.change(input, { target: { files: [png()] } });
    await waitFor(() => expect(upload).toHaveBeenCalledTimes(1));
    expect(upload.mock.calls[0]![0]).toHaveLength(1);
  });
});
