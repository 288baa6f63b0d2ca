import type { EmailCategory } from '@oneway/contracts';
import { escapeHtml, type MailMessage } from '@oneway/service-kit';
import { EMAIL_CATEGORY_TEXT } from '../../domain/preferences/email-categories.js';

export interface MailLinks {
  /** The page the e-mail's button opens. */
  target: string;
  /** The signed one-click unsubscribe page of this category. */
  unsubscribe: string;
  settings: string;
}

function footer(category: EmailCategory, links: MailLinks) {
  const label = EMAIL_CATEGORY_TEXT[category].label;
  return {
    text: `\n--\nYou get this e-mail because "${label}" e-mails are on for your Oneway account.\nUnsubscribe from ${label} e-mails: ${links.unsubscribe}\nAll notification settings: ${links.settings}\n`,
    html: `<hr><p style="color:#666;font-size:12px">You get this e-mail because “${escapeHtml(label)}” e-mails are on for your Oneway account.<br><a href="${escapeHtml(links.unsubscribe)}">Unsubscribe from ${escapeHtml(label)} e-mails</a> · <a href="${escapeHtml(links.settings)}">Notification settings</a></p>`,
  };
}

const listUnsubscribe = (links: MailLinks) => ({ 'List-Unsubscribe': `<${links.unsubscribe}>` });

/** A notification a person must not miss, as an e-mail. */
export function notificationEmail(
  to: { email: string; fullName: string },
  n: { category: EmailCategory; title: string; content: string },
  links: MailLinks,
): MailMessage {
  const f = footer(n.category, links);
  return {
    to: to.email,
    subject: n.title,
    text: `Hi ${to.fullName},\n\n${n.content}\n\nOpen Oneway: ${links.target}\n${f.text}`,
    html: `<p>Hi ${escapeHtml(to.fullName)},</p><p>${escapeHtml(n.content)}</p><p><a href="${escapeHtml(links.target)}">Open Oneway</a></p>${f.html}`,
    headers: listUnsubscribe(links),
  };
}

/** Messages still unread after the delay, one e-mail for all of them. */
export function messageDigestEmail(
  to: { email: string; fullName: string },
  messages: { senderName: string; preview: string }[],
  links: MailLinks,
): MailMessage {
  const f = footer('messages', links);
  const count = messages.length;
  const subject = count === 1 ? `New message from ${messages[0]!.senderName}` : `${count} unread messages on Oneway`;
  const lines = messages.map((m) => `${m.senderName}: ${m.preview}`);
  return {
    to: to.email,
    subject,
    text: `Hi ${to.fullName},\n\nYou have ${count === 1 ? 'an unread message' : `${count} unread messages`}:\n\n${lines.join('\n')}\n\nReply on Oneway: ${links.target}\n${f.text}`,
    html: `<p>Hi ${escapeHtml(to.fullName)},</p><p>You have ${count === 1 ? 'an unread message' : `${count} unread messages`}:</p><ul>${messages
      .map((m) => `<li><strong>${escapeHtml(m.senderName)}</strong>: ${escapeHtml(m.preview)}</li>`)
      .join('')}</ul><p><a href="${escapeHtml(links.target)}">Reply on Oneway</a></p>${f.html}`,
    headers: listUnsubscribe(links),
  };
}
