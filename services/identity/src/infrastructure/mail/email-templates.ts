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
