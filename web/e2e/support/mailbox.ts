/**
 * Finds the newest e-mail sent to `to` in a development mail catcher and returns the first link
 * whose path starts with `pathPrefix`. Supports maildev (E2E_MAILDEV_URL, e.g.
 * http://127.0.0.1:1080, as started by `npm start`) and Mailpit (E2E_MAILPIT_URL). Returns null
 * when neither is configured, so the caller can skip the verification step.
 */
export async function findLinkInMailbox(
  to: string,
  pathPrefix: string,
  timeoutMs = 20_000,
  /** Wait until at least this many mails reached `to` (e.g. 2 after asking for a new link). */
  minMails = 1,
): Promise<string | null> {
  const maildev = process.env.E2E_MAILDEV_URL;
  const mailpit = process.env.E2E_MAILPIT_URL;
  if (!maildev && !mailpit) return null;
  const linkPattern = new RegExp(`https?://[^\\s"'<>]*${pathPrefix.replace(/\//g, '\\/')}[^\\s"'<>]*`);
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    // The catcher may still be starting: a refused connection is retried until the deadline.
    const bodies = await (maildev ? maildevBodies(maildev, to) : mailpitBodies(mailpit!, to)).catch(
      () => [] as string[],
    );
    for (const body of bodies.length >= minMails ? bodies.reverse() : []) {
      const match = body.match(linkPattern);
      if (match) return match[0].replace(/&amp;/g, '&');
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(
    `No e-mail with a ${pathPrefix} link reached ${to} within ${timeoutMs} ms (mail catcher: ${maildev ?? mailpit})`,
  );
}

async function maildevBodies(base: string, to: string): Promise<string[]> {
  const response = await fetch(`${base}/email`);
  if (!response.ok) return [];
  const mails = (await response.json()) as Array<{ to?: Array<{ address: string }>; text?: string; html?: string }>;
  return mails
    .filter((m) => m.to?.some((r) => r.address.toLowerCase() === to.toLowerCase()))
    .map((m) => `${m.text ?? ''} ${m.html ?? ''}`);
}

async function mailpitBodies(base: string, to: string): Promise<string[]> {
  const search = await fetch(`${base}/api/v1/search?query=${encodeURIComponent(`to:${to}`)}`);
  if (!search.ok) return [];
  const { messages = [] } = (await search.json()) as { messages?: Array<{ ID: string }> };
  const bodies: string[] = [];
  for (const { ID } of messages) {
    const message = (await (await fetch(`${base}/api/v1/message/${ID}`)).json()) as { Text?: string; HTML?: string };
    bodies.push(`${message.Text ?? ''} ${message.HTML ?? ''}`);
  }
  return bodies.reverse();
}
