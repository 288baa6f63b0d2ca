import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, stubGateway, testUser } from '@/testing/render-app';
import type { ReviewView } from './api/types';
import { ReviewCard } from './review-card';

const review = (photos: string[]): ReviewView => ({
  id: 'r-1',
  shipmentId: 's-1',
  fromUserId: 'u-1',
  toUserId: 'u-2',
  reviewType: 'shipper_to_traveler',
  overallRating: 5,
  communicationRating: 4,
  reliabilityRating: 5,
  packageHandlingRating: null,
  accuracyRating: null,
  publicComment: 'Careful and on time',
  privateComment: null,
  photos,
  status: 'published',
  visible: true,
  reportedCount: 0,
  adminNotes: null,
  createdAt: '2026-11-20T10:00:00.000Z',
});
const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'p.png', { type: 'image/png' });
const pickFiles = (files: File[]) =>
  fireEvent.change(screen.getByLabelText('Review photos to upload'), { target: { files } });

beforeEach(() => {
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:photo'), revokeObjectURL: vi.fn() }));
});

describe('review photos (issue 14: "photos optional", up to 3)', () => {
  it('shows the photos as thumbnails on the review card, fetched from the private review route', async () => {
    const fetchMock = stubGateway(testUser(), (url) =>
      url.startsWith('/api/reviews/r-1/photos/') ? new Response(new Blob(['x'], { type: 'image/png' })) : undefined,
    );
    renderWithProviders(<ReviewCard review={review(['p-1', 'p-2'])} />);
    expect(await screen.findByRole('img', { name: 'Review photo 1' })).toBeTruthy();
    expect(await screen.findByRole('img', { name: 'Review photo 2' })).toBeTruthy();
    const urls = fetchMock.mock.calls.map(([u]) => String(u));
    expect(urls).toEqual(expect.arrayContaining(['/api/reviews/r-1/photos/p-1', '/api/reviews/r-1/photos/p-2']));
    expect(screen.queryByRole('button', { name: 'Add photos' })).toBeNull();
  });

  it('its author uploads photos as multipart "photos"', async () => {
    const posts: FormData[] = [];
    stubGateway(testUser(), (url, init) => {
      if (url === '/api/reviews/r-1/photos' && init?.method === 'POST') {
        posts.push(init.body as FormData);
        return Response.json(review(['p-1']), { status: 201 });
      }
      return undefined;
    });
    renderWithProviders(<ReviewCard review={review([])} canAddPhotos />);
    expect(screen.getByText('Up to 3 photos: JPEG, PNG or WebP, 5 MB each')).toBeTruthy();
    pickFiles([png()]);
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]!.getAll('photos')).toHaveLength(1);
  });

  it('more than 3 in all is refused before upload; a file the server refuses shows its reason', async () => {
    const fetchMock = stubGateway(testUser(), (url) =>
      url === '/api/reviews/r-1/photos'
        ? Response.json(
            {
              status: 400,
              detail: 'Photos must be JPEG, PNG or WebP',
              errors: [{ field: 'photos', message: 'Photos must be JPEG, PNG or WebP' }],
            },
            { status: 400 },
          )
        : url.startsWith('/api/reviews/r-1/photos/')
          ? new Response(new Blob(['x']))
          : undefined,
    );
    renderWithProviders(<ReviewCard review={review(['p-1', 'p-2'])} canAddPhotos />);
    pickFiles([png(), png()]);
    expect(await screen.findByText('A review can carry at most 3 photos')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([u, init]) => u === '/api/reviews/r-1/photos' && init?.method === 'POST')).toBe(
      false,
    );
    pickFiles([png()]);
    expect(await screen.findByText('Photos must be JPEG, PNG or WebP')).toBeTruthy();
  });

  it('a review with 3 photos offers no more uploads', () => {
    stubGateway(testUser(), (url) => (url.startsWith('/api/reviews/') ? new Response(new Blob(['x'])) : undefined));
    renderWithProviders(<ReviewCard review={review(['p-1', 'p-2', 'p-3'])} canAddPhotos />);
    expect(screen.queryByRole('button', { name: 'Add photos' })).toBeNull();
  });

  it('a signed-out visitor of a public profile is told how many photos there are and offered to sign in, with no broken images', async () => {
    const fetchMock = stubGateway(null);
    renderWithProviders(<ReviewCard review={review(['p-1', 'p-2'])} />);
    const notice = await screen.findByTestId('review-photos-signed-out');
    expect(notice.textContent).toBe('2 photos · Sign in to see them');
    expect(screen.getByRole('link', { name: 'Sign in to see them' }).getAttribute('href')).toMatch(/^\/auth/);
    expect(screen.queryByText('Photo unavailable')).toBeNull();
    expect(fetchMock.mock.calls.map(([u]) => String(u))).not.toContain('/api/reviews/r-1/photos/p-1');
  });
});
