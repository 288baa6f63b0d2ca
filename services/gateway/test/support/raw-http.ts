import { request, type Agent, type IncomingHttpHeaders } from 'node:http';

export interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  /** The body as sent (no decompression). */
  body: Buffer;
  /** The local port of the connection it came over. */
  port: number;
}

/**
 * A GET through node:http, not fetch: the body comes back as the server sent it (fetch would
 * decompress it and add its own Accept-Encoding), and an `agent` can pin every request to one
 * kept-alive connection.
 */
export function rawGet(url: string, options: { headers?: Record<string, string>; agent?: Agent } = {}) {
  return new Promise<RawAnswer>((resolve, reject) => {
    request(url, { headers: options.headers ?? {}, agent: options.agent }, (res) => {
      // Read now: once the answer has ended, a kept-alive socket goes back to its agent.
      const port = res.socket.localPort!;
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks), port }),
      );
      res.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}
