import {
  emailChangeConfirmationEmail,
  emailChangeNoticeEmail,
  passwordResetEmail,
  verificationEmail,
} from './email-templates.js';

const to = { email: 'ann@example.com', fullName: 'Ann <script>&"' };

describe('identity e-mails', () => {
  it.each([
    ['verification', verificationEmail, 'verify_email', '/auth/email-verified', 'Verify my email'],
    ['password reset', passwordResetEmail, 'reset_password', '/auth/reset-password', 'Reset my password'],
    ['new address', emailChangeConfirmationEmail, 'change_email', '/auth/email-verified', 'Confirm my new email'],
  ] as const)(
    'the %s e-mail carries one link to its page, in the text and the HTML body',
    (_, build, kind, path, label) => {
      const mail = build(to, 'https://oneway.example/', 'a b&c');
      const url = `https://oneway.example${path}?token=a%20b%26c`;
      expect(mail).toMatchObject({ kind, to: 'ann@example.com' });
      expect(mail.text).toContain(`\n${url}\n`);
      expect(mail.html).toContain(`<a href="${url}">${label}</a>`);
    },
  );

  it('puts the name in the HTML body escaped, and as written in the text body', () => {
    const mail = verificationEmail(to, 'https://oneway.example', 'token');
    expect(mail.text.startsWith('Hi Ann <script>&",\n\n')).toBe(true);
    expect(mail.html).toContain('<p>Hi Ann &#60;script&#62;&#38;&#34;,</p>');
    expect(mail.html).not.toContain('<script>');
  });

  it('warns the old address with no link, naming the new address escaped', () => {
    const mail = emailChangeNoticeEmail(to, 'new<b>@example.com');
    expect(mail.kind).toBe('email_change_notice');
    expect(mail.text).toContain('new<b>@example.com');
    expect(mail.html).toContain('<strong>new&#60;b&#62;@example.com</strong>');
    expect(mail.html).not.toContain('href');
  });
});
