import { crc32, deflateSync } from 'node:zlib';

/** A real PNG of `size`×`size` pixels: a diagonal gradient, so a screenshot shows a photo, not a flat colour. */
export function gradientPng(size: number): Buffer {
  const row = (y: number) =>
    Buffer.from([0, ...Array.from({ length: size }, (_, x) => [40 + x * 2, 120 + y, 200 - x]).flat()]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: size }, (_, y) => row(y))));
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([len, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
