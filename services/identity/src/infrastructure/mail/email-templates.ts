import { escapeHtml } from '@oneway/service-kit';
import type { OutboundEmail } from '../persistence/outbound-emails.repository.js';

export function verificationEmail(
  to: { email: string; fullName: string },
  webBaseUrl: string,
  token: string,
): OutboundEmail {
  const link = `${webBaseUrl.replace(/\/$/, '')}/auth/email-verified?token=${encodeURIComponent(token)}`;
  return {
    kind: 'verify_email',
    to: to.email,
    subject: 'Verify your Oneway email address',
    text: `Hi ${to.fullName},\n\nPlease confirm your email address by opening this link (valid for 24 hours):\n${link}\n\nIf you did not create a Oneway account, you can ignore this email.\n`,
    html: `<p>Hi ${escapeHtml(to.fullName)},</p><p>Please confirm your email address (the link is valid for 24 hours):</p><p><a href="${escapeHtml(link)}">Verify my email</a></p><p>If you did not create a Oneway account, you can ignore this email.</p>`,
  };
}

export function passwordResetEmail(
  to: { email: string; fullName: string },
  webBaseUrl: string,
  token: string,
): OutboundEmail {
  const link = `${webBaseUrl.replace(/\/$/, '')}/auth/reset-password?token=${encodeURIComponent(token)}`;
  return {
    kind: 'reset_password',
    to: to.email,
    subject: 'Reset your Oneway password',
    text: `Hi ${to.fullName},\n\nSomeone asked to reset the password of your Oneway account. Open this link to choose a new one (valid for 1 hour, usable once):\n${link}\n\nIf it was not you, ignore this email: your password stays as it is.\n`,
    html: `<p>Hi ${escapeHtml(to.fullName)},</p><p>Someone asked to reset the password of your Oneway account. Choose a new one here (valid for 1 hour, usable once):</p><p><a href="${escapeHtml(link)}">Reset my password</a></p><p>If it was not you, ignore this email: your password stays as it is.</p>`,
  };
}

/** To the NEW address: the link that makes it the sign-in e-mail (same landing page as verification). */
export function emailChangeConfirmationEmail(
  to: { email: string; fullName: string },
  webBaseUrl: string,
  token: string,
): OutboundEmail {
  const link = `${webBaseUrl.replace(/\/$/, '')}/auth/email-verified?token=${encodeURIComponent(token)}`;
  return {
    kind: 'change_email',
    to: to.email,
    subject: 'Confirm your new Oneway email address',
    text: `Hi ${to.fullName},\n\nYou asked to sign in to Oneway with this email address. Open this link to confirm it (valid for 24 hours, usable once):\n${link}\n\nUntil then you keep signing in with your current address. If you did not ask for this, ignore this email.\n`,
    html: `<p>Hi ${escapeHtml(to.fullName)},</p><p>You asked to sign in to Oneway with this email address. Confirm it here (valid for 24 hours, usable once):</p><p><a href="${escapeHtml(link)}">Confirm my new email</a></p><p>Until then you keep signing in with your current address. If you did not ask for this, ignore this email.</p>`,
  };
}

/** To the OLD address: a heads-up with no link, so a thief with a session cannot hide the change. */
export function emailChangeNoticeEmail(to: { email: string; fullName: string }, newEmail: string): OutboundEmail {
  return {
    kind: 'email_change_notice',
    to: to.email,
    subject: 'Your Oneway email address is being changed',
    text: `Hi ${to.fullName},\n\nSomeone signed in to your Oneway account asked to change its email address to ${newEmail}. The change happens only when the link we sent to that address is opened.\n\nIf this wasn't you, change your password now: it signs out every other device.\n`,
    html: `<p>Hi ${escapeHtml(to.fullName)},</p><p>Someone signed in to your Oneway account asked to change its email address to <strong>${escapeHtml(newEmail)}</strong>. The change happens only when the link we sent to that address is opened.</p><p>If this wasn't you, change your password now: it signs out every other device.</p>`,
  };
}
