import { createServer, type Server, type Socket } from 'node:net';

export interface CaughtMail {
  from: string;
  to: string[];
  /** Raw message (headers + body) as received. */
  raw: string;
}

/**
 * A minimal SMTP server for tests (identity's and messaging's mail): enough of RFC 5321 for nodemailer (EHLO, MAIL, RCPT,
 * DATA, RSET, NOOP, QUIT, no TLS, no auth). It keeps every message so a test can read the
 * link the service sent, the way a user would from their inbox.
 */
export class SmtpCatcher {
  readonly mails: CaughtMail[] = [];
  private server: Server | null = null;
  private readonly sockets = new Set<Socket>();
  private waiters: (() => void)[] = [];

  async start(): Promise<string> {
    this.server = createServer((socket) => this.session(socket));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    const address = this.server.address() as { port: number };
    return `smtp://127.0.0.1:${address.port}`;
  }

  async stop(): Promise<void> {
    for (const s of this.sockets) s.destroy();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  /** Waits for the first mail to `to` matching `subject` after the first `skip` such mails. */
  async waitFor(to: string, subject: RegExp, timeoutMs = 60_000, skip = 0): Promise<CaughtMail> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.mails.filter(
        (m) => m.to.some((t) => t.toLowerCase() === to.toLowerCase()) && subject.test(decodeSubject(m.raw)),
      )[skip];
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`no mail to ${to} matching ${subject}`);
      await new Promise<void>((resolve) => {
        const t = setTimeout(resolve, 50);
        this.waiters.push(() => {
          clearTimeout(t);
          resolve();
        });
      });
    }
  }

  mailsTo(to: string): CaughtMail[] {
    return this.mails.filter((m) => m.to.some((t) => t.toLowerCase() === to.toLowerCase()));
  }

  private session(socket: Socket): void {
    this.sockets.add(socket);
    socket.on('close', () => this.sockets.delete(socket));
    socket.on('error', () => {});
    let buffer = '';
    let inData = false;
    let current: { from: string; to: string[]; data: string[] } = { from: '', to: [], data: [] };
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 smtp-catcher ready');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let index: number;
      while ((index = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, index);
        buffer = buffer.slice(index + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            this.mails.push({ from: current.from, to: current.to, raw: current.data.join('\r\n') });
            current = { from: '', to: [], data: [] };
            for (const w of this.waiters.splice(0)) w();
            reply('250 OK: queued');
          } else {
            current.data.push(line.startsWith('..') ? line.slice(1) : line);
          }
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO') reply('250-smtp-catcher\r\n250 8BITMIME');
        else if (verb === 'HELO') reply('250 smtp-catcher');
        else if (verb === 'MAIL') {
          current.from = /<([^>]*)>/.exec(line)?.[1] ?? '';
          reply('250 OK');
        } else if (verb === 'RCPT') {
          current.to.push(/<([^>]*)>/.exec(line)?.[1] ?? '');
          reply('250 OK');
        } else if (verb === 'DATA') {
          inData = true;
          reply('354 End data with <CR><LF>.<CR><LF>');
        } else if (verb === 'RSET') {
          current = { from: '', to: [], data: [] };
          reply('250 OK');
        } else if (verb === 'NOOP') reply('250 OK');
        else if (verb === 'QUIT') {
          reply('221 Bye');
          socket.end();
        } else reply('502 Command not implemented');
      }
    });
  }
}

function decodeSubject(raw: string): string {
  return /^Subject: (.*)$/im.exec(raw)?.[1] ?? '';
}

/** The one-time token in the first link of `path` in a caught mail (quoted-printable aware). */
export function tokenFromMail(mail: CaughtMail, path: string): string {
  const text = mailText(mail);
  const match = new RegExp(`${path.replace(/[/.?]/g, '\\$&')}\\?token=([A-Za-z0-9_%-]+)`).exec(text);
  if (!match) throw new Error(`no ${path} link in mail:\n${text}`);
  return decodeURIComponent(match[1]!);
}

/** The raw message with quoted-printable soft breaks and `=3D` undone (enough for links). */
export function mailText(mail: CaughtMail): string {
  return mail.raw.replace(/=\r\n/g, '').replace(/=3D/gi, '=');
}
