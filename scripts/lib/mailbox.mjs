// A person's inbox for the scripts that sign up fresh accounts (chaos journeys, the gateway
// bench): reads the mail a development catcher (maildev, as `npm start`, the e2e stack and the
// local cluster run it) received, and follows the verification link like its owner would.
// The browser tests have the same in web/e2e/support/mailbox.ts; jest suites read identity's
// outbox or their SMTP catcher. There is no route that marks an address verified.

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** The newest link to `pathPrefix` in mail to `to` (waits for it; a refused connection is retried). */
export async function linkFromMaildev(mailUrl, to, pathPrefix, { timeoutMs = 30_000 } = {}) {
  const pattern = new RegExp(`https?://[^\\s"'<>]*${pathPrefix.replace(/[/.?]/g, '\\$&')}[^\\s"'<>]*`);
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const mails = await fetch(`${mailUrl}/email`, { signal: AbortSignal.timeout(5_000) })
      .then((r) => (r.ok ? r.json() : []))
      .catch(() => []);
    const bodies = mails
      .filter((m) => m.to?.some((r) => r.address.toLowerCase() === to.toLowerCase()))
      .map((m) => `${m.text ?? ''} ${m.html ?? ''}`)
      .reverse();
    for (const body of bodies) {
      const match = pattern.exec(body);
      if (match) return match[0].replace(/&amp;/g, '&');
    }
    await sleep(250);
  }
  throw new Error(`no e-mail with a ${pathPrefix} link reached ${to} within ${timeoutMs} ms (${mailUrl})`);
}

/**
 * Opens the verification e-mail sent to `email` and confirms the address through the API at
 * `baseUrl` (what /auth/email-verified does in the browser). Retries network errors and
 * 502/503/504; returns true once verified.
 */
export async function verifyEmailFromMaildev(baseUrl, mailUrl, email, { timeoutMs = 30_000 } = {}) {
  const link = new URL(await linkFromMaildev(mailUrl, email, '/auth/email-verified', { timeoutMs }));
  const token = link.searchParams.get('token');
  for (let attempt = 1; attempt <= 8; attempt++) {
    const res = await fetch(`${baseUrl}/api/auth/verify-email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token }),
      signal: AbortSignal.timeout(15_000),
    }).catch(() => null);
    if (res?.ok) return true;
    if (res && ![500, 502, 503, 504].includes(res.status))
      throw new Error(`verify-email ${email}: ${res.status} ${await res.text()}`);
    await sleep(250 * attempt);
  }
  return false;
}
