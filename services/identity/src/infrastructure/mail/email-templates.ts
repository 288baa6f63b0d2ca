import { escapeHtml } from '@oneway/service-kit';
import type { OutboundEmail } from '../persistence/outbound-emails.repository.js';

type Recipient = { email: string; fullName: string };

/**
 * An e-mail whose point is one link into the web app carrying a token: a greeting, what the
 * link does (worded for the text and the HTML body), the link, and what to do if it was not you.
 */
function linkEmail(
  to: Recipient,
  mail: Pick<OutboundEmail, 'kind' | 'subject'>,
  link: { webBaseUrl: string; path: string; token: string; label: string },
  copy: { text: string; html: string; closing: string },
): OutboundEmail {
  const url = `${link.webBaseUrl.replace(/\/$/, '')}${link.path}?token=${encodeURIComponent(link.token)}`;
  return {
    ...mail,
    to: to.email,
    text: `Hi ${to.fullName},\n\n${copy.text}\n${url}\n\n${copy.closing}\n`,
    html: `<p>Hi ${escapeHtml(to.fullName)},</p><p>${copy.html}</p><p><a href="${escapeHtml(url)}">${link.label}</a></p><p>${copy.closing}</p>`,
  };
}

export function verificationEmail(to: Recipient, webBaseUrl: string, token: string): OutboundEmail {
  return linkEmail(
    to,
    { kind: 'verify_email', subject: 'Verify your Oneway email address' },
    { webBaseUrl, path: '/auth/email-verified', token, label: 'Verify my email' },
    {
      text: 'Please confirm your email address by opening this link (valid for 24 hours):',
      html: 'Please confirm your email address (the link is valid for 24 hours):',
      closing: 'If you did not create a Oneway account, you can ignore this email.',
    },
  );
}

export function passwordResetEmail(to: Recipient, webBaseUrl: string, token: string): OutboundEmail {
  return linkEmail(
    to,
    { kind: 'reset_password', subject: 'Reset your Oneway password' },
    { webBaseUrl, path: '/auth/reset-password', token, label: 'Reset my password' },
    {
      text: 'Someone asked to reset the password of your Oneway account. Open this link to choose a new one (valid for 1 hour, usable once):',
      html: 'Someone asked to reset the password of your Oneway account. Choose a new one here (valid for 1 hour, usable once):',
      closing: 'If it was not you, ignore this email: your password stays as it is.',
    },
  );
}

/** To the NEW address: the link that makes it the sign-in e-mail (same landing page as verification). */
export function emailChangeConfirmationEmail(to: Recipient, webBaseUrl: string, token: string): OutboundEmail {
  return linkEmail(
    to,
    { kind: 'change_email', subject: 'Confirm your new Oneway email address' },
    { webBaseUrl, path: '/auth/email-verified', token, label: 'Confirm my new email' },
    {
      text: 'You asked to sign in to Oneway with this email address. Open this link to confirm it (valid for 24 hours, usable once):',
      html: 'You asked to sign in to Oneway with this email address. Confirm it here (valid for 24 hours, usable once):',
      closing:
        'Until then you keep signing in with your current address. If you did not ask for this, ignore this email.',
    },
  );
}

/** To the OLD address: a heads-up with no link, so a thief with a session cannot hide the change. */
export function emailChangeNoticeEmail(to: Recipient, newEmail: string): OutboundEmail {
  return {
    kind: 'email_change_notice',
    to: to.email,
    subject: 'Your Oneway email address is being changed',
    text: `Hi ${to.fullName},\n\nSomeone signed in to your Oneway account asked to change its email address to ${newEmail}. The change happens only when the link we sent to that address is opened.\n\nIf this wasn't you, change your password now: it signs out every other device.\n`,
    html: `<p>Hi ${escapeHtml(to.fullName)},</p><p>Someone signed in to your Oneway account asked to change its email address to <strong>${escapeHtml(newEmail)}</strong>. The change happens only when the link we sent to that address is opened.</p><p>If this wasn't you, change your password now: it signs out every other device.</p>`,
  };
}
