import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json } from '@/testing/marketplace-fixtures';
import { renderWithProviders, stubGateway, testUser } from '@/testing/render-app';
import type { User } from '@/types/user';
import { useProfile } from '../api/get-profile';
import { ProfilePhoto } from './profile-photo';

const ME = '11111111-1111-4111-8111-111111111111';
const PHOTO = `/api/users/${ME}/photo/22222222-2222-4222-8222-222222222222`;

function OwnPhoto() {
  const { data } = useProfile();
  return data ? <ProfilePhoto profile={data} /> : null;
}

/** The gateway's profile and photo routes over one user; `refuse` answers the next upload 400. */
function open(start: Partial<User> = {}, refuse?: { message: string }) {
  let me = testUser({ id: ME, fullName: 'Ada Obi', ...start });
  const sent: Array<{ method: string; field?: string }> = [];
  stubGateway(me, (url, init) => {
    const method = init?.method ?? 'GET';
    if (url === '/api/profile') return json(me);
    if (url !== '/api/profile/photo') return undefined;
    const body = init?.body instanceof FormData ? init.body : undefined;
    sent.push({ method, field: body ? [...body.keys()][0] : undefined });
    if (method === 'DELETE') me = { ...me, profileImage: null };
    else if (refuse)
      return json(
        { status: 400, code: 'FILE.UNSUPPORTED_TYPE', errors: [{ field: 'photo', message: refuse.message }] },
        400,
      );
    else me = { ...me, profileImage: PHOTO };
    return json(me);
  });
  const view = renderWithProviders(<OwnPhoto />);
  const pick = (file: File) => fireEvent.change(screen.getByLabelText('Profile photo'), { target: { files: [file] } });
  return { sent, pick, img: () => view.container.querySelector('img') };
}

const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'me.png', { type: 'image/png' });

describe('ProfilePhoto', () => {
  it('without a photo shows initials and "Upload photo"; an upload sends the field "photo" and shows the photo', async () => {
    const { sent, pick, img } = open();
    expect(await screen.findByText('AO')).toBeTruthy();
    expect(img()).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove photo' })).toBeNull();
    expect(screen.getByLabelText('Profile photo').getAttribute('accept')).toBe('image/*');

    pick(png());
    await waitFor(() => expect(img()?.getAttribute('src')).toBe(PHOTO));
    expect(sent).toEqual([{ method: 'POST', field: 'photo' }]);
    expect(screen.getByRole('button', { name: 'Change photo' })).toBeTruthy();
  });

  it('shows the server’s reason when a file is refused, and keeps the current photo', async () => {
    const { pick, img } = open({ profileImage: PHOTO }, { message: 'Only JPEG, PNG, WebP files are accepted' });
    await screen.findByRole('button', { name: 'Change photo' });
    pick(new File(['not an image'], 'notes.txt', { type: 'text/plain' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Only JPEG, PNG, WebP files are accepted');
    expect(img()?.getAttribute('src')).toBe(PHOTO);
  });

  it('"Remove photo" deletes it and the initials come back', async () => {
    const { sent, img } = open({ profileImage: PHOTO });
    fireEvent.click(await screen.findByRole('button', { name: 'Remove photo' }));
    await screen.findByRole('button', { name: 'Upload photo' });
    expect(img()).toBeNull();
    expect(sent).toEqual([{ method: 'DELETE', field: undefined }]);
  });

  it('is busy while the upload runs', async () => {
    let release: (r: Response) => void = () => {};
    let me = testUser({ id: ME });
    stubGateway(me, (url, init) => {
      if (url === '/api/profile') return json(me);
      if (url === '/api/profile/photo' && init?.method === 'POST') {
        me = { ...me, profileImage: PHOTO };
        return new Promise<Response>((r) => (release = r)) as unknown as Response;
      }
      return undefined;
    });
    renderWithProviders(<OwnPhoto />);
    const button = await screen.findByRole('button', { name: 'Upload photo' });
    fireEvent.change(screen.getByLabelText('Profile photo'), { target: { files: [png()] } });
    await waitFor(() => expect(button.hasAttribute('data-loading') || button.hasAttribute('disabled')).toBe(true));
    release(json(me));
    await screen.findByRole('button', { name: 'Change photo' });
  });
});
