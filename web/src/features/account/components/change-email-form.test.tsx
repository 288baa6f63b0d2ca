import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute, stubGateway, testUser } from '@/testing/render-app';

const profile = { ...testUser(), email: 'ada@example.com', emailVerified: true };

async function openForm() {
  renderRoute('/settings');
  const section = await screen.findByRole('region', { name: 'Account' });
  return within(section).findByRole('form', { name: 'Change email' });
}

function fill(form: HTMLElement, email: string, password: string) {
  fireEvent.change(within(form).getByLabelText(/New email/), { target: { value: email } });
  fireEvent.change(within(form).getByLabelText(/Current password/), { target: { value: password } });
  fireEvent.click(within(form).getByRole('button', { name: 'Change email' }));
}

describe("/settings 'Account': change of sign-in e-mail (issue 14)", () => {
  it('sends the new address with the current password and says to open the link mailed there', async () => {
    const posts: unknown[] = [];
    stubGateway(testUser(), (url, init) => {
      if (url === '/api/profile') return Response.json(profile);
      if (url === '/api/auth/change-email') {
        posts.push(JSON.parse(String(init?.body)));
        return Response.json({ pendingEmail: 'ada.new@example.com' }, { status: 202 });
      }
      return undefined;
    });
    const form = await openForm();
    fill(form, 'ada.new@example.com', 'Str0ng#Passw0rd');
    expect(await within(form).findByText('Check your inbox at ada.new@example.com')).toBeTruthy();
    expect(within(form).getByText(/Until then, keep using ada@example\.com\./)).toBeTruthy();
    expect(posts).toEqual([{ email: 'ada.new@example.com', currentPassword: 'Str0ng#Passw0rd' }]);
  });

  it("shows the server's refusal under the field it names (taken address, wrong password)", async () => {
    let answer = { field: 'email', message: 'An account with this email already exists', status: 409 };
    stubGateway(testUser(), (url) => {
      if (url === '/api/profile') return Response.json(profile);
      if (url === '/api/auth/change-email')
        return Response.json(
          { status: answer.status, detail: answer.message, errors: [{ field: answer.field, message: answer.message }] },
          { status: answer.status },
        );
      return undefined;
    });
    const form = await openForm();
    fill(form, 'taken@example.com', 'Str0ng#Passw0rd');
    expect(await within(form).findByText('An account with this email already exists')).toBeTruthy();
    answer = { field: 'currentPassword', message: 'Your current password is incorrect', status: 400 };
    fill(form, 'free@example.com', 'Wr0ng#Pass');
    expect(await within(form).findByText('Your current password is incorrect')).toBeTruthy();
  });

  it('checks the form before sending: empty, malformed or unchanged address, missing password', async () => {
    const fetchMock = stubGateway(testUser(), (url) => (url === '/api/profile' ? Response.json(profile) : undefined));
    const form = await openForm();
    fill(form, '', '');
    expect(await within(form).findByText('Please enter your email address')).toBeTruthy();
    expect(within(form).getByText('Password is required')).toBeTruthy();
    fill(form, 'not-an-address', 'x');
    expect(await within(form).findByText('Please enter a valid email address')).toBeTruthy();
    fill(form, 'ADA@example.com', 'x');
    expect(await within(form).findByText('This is already your email address')).toBeTruthy();
    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => url === '/api/auth/change-email')).toBe(false));
  });
});
