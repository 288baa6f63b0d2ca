import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request as the S3 stand-in saw it. */
export interface S3Request {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  bodyBytes: number;
}

/**
 * A loopback stand-in of the S3 REST API, path-style (`/<bucket>/<key>`): PUT, GET, HEAD and
 * DELETE of objects, 404 `NoSuchKey` as S3 answers it. It records every request so a test can
 * check what the official SDK sent (signature, content type, cache control, length).
 */
export async function startS3StandIn(bucket: string) {
  const objects = new Map<string, { bytes: Buffer; contentType: string; cacheControl?: string }>();
  const requests: S3Request[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const url = new URL(req.url ?? '/', 'http://localhost');
      requests.push({ method: req.method ?? '', path: url.pathname, headers: req.headers, bodyBytes: body.length });
      const [, b, ...rest] = url.pathname.split('/');
      const key = decodeURIComponent(rest.join('/'));
      if (b !== bucket) {
        res.writeHead(404, { 'content-type': 'application/xml' });
        return res.end('<Error><Code>NoSuchBucket</Code><Message>no bucket</Message></Error>');
      }
      const notFound = () => {
        res.writeHead(404, { 'content-type': 'application/xml' });
        res.end(
          req.method === 'HEAD'
            ? undefined
            : '<Error><Code>NoSuchKey</Code><Message>The specified key does not exist.</Message></Error>',
        );
      };
      switch (req.method) {
        case 'PUT': {
          // The SDK may send an aws-chunked body; this stand-in accepts plain bodies only,
          // which is what a Buffer body with a content length produces.
          objects.set(key, {
            bytes: body,
            contentType: String(req.headers['content-type'] ?? 'application/octet-stream'),
            cacheControl: req.headers['cache-control'] as string | undefined,
          });
          res.writeHead(200, { etag: '"standin"' });
          return res.end();
        }
        case 'GET':
        case 'HEAD': {
          const o = objects.get(key);
          if (!o) return notFound();
          res.writeHead(200, {
            'content-type': o.contentType,
            'content-length': String(o.bytes.length),
            etag: '"standin"',
          });
          return res.end(req.method === 'GET' ? o.bytes : undefined);
        }
        case 'DELETE':
          objects.delete(key);
          res.writeHead(204);
          return res.end();
        default:
          res.writeHead(405);
          return res.end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    endpoint,
    objects,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
