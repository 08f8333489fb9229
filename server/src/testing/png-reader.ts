import { inflateSync } from 'node:zlib';

export interface DecodedPng {
  width: number;
  height: number;
  /** RGB of the pixel at (x, y). */
  pixel(x: number, y: number): [number, number, number];
}

const SIGNATURE = '89504e470d0a1a0a';

/** Reads the unfiltered 8-bit RGB PNGs the server writes; enough to check icons pixel by pixel. */
export function decodePng(bytes: Uint8Array): DecodedPng {
  const buf = Buffer.from(bytes);
  if (buf.subarray(0, 8).toString('hex') !== SIGNATURE) throw new Error('not a PNG signature');
  let offset = 8;
  let width = 0;
  let height = 0;
  const idat: Buffer[] = [];
  while (offset < buf.length) {
    const length = buf.readUInt32BE(offset);
    const type = buf.toString('latin1', offset + 4, offset + 8);
    const data = buf.subarray(offset + 8, offset + 8 + length);
    if (type === 'IHDR') {
      width = data.readUInt32BE(0);
      height = data.readUInt32BE(4);
      if (data[8] !== 8 || data[9] !== 2) throw new Error('expected 8-bit RGB');
    }
    if (type === 'IDAT') idat.push(data);
    offset += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(idat));
  const stride = width * 3 + 1;
  if (raw.length !== stride * height) throw new Error('pixel data does not match the header size');
  return {
    width,
    height,
    pixel(x, y) {
      const at = y * stride + 1 + x * 3;
      if (raw[y * stride] !== 0) throw new Error('expected filter type 0');
      return [raw[at] ?? 0, raw[at + 1] ?? 0, raw[at + 2] ?? 0];
    },
  };
}
