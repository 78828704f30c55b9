import sharp from 'sharp';
import { crc32, deflateSync } from 'node:zlib';

export const pngImage = (width = 64, height = 64) =>
  sharp({ create: { width, height, channels: 3, background: { r: 240, g: 128, b: 160 } } })
    .png()
    .toBuffer();

/** A JPEG carrying GPS coordinates in its EXIF block. */
export const jpegWithGps = () =>
  sharp({ create: { width: 80, height: 60, channels: 3, background: { r: 200, g: 180, b: 120 } } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'BonekaCam', Model: 'Spy 1' },
      IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '6/1 54/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '107/1 36/1 0/1' },
    })
    .toBuffer();

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A tiny file whose header claims width × height pixels (a decompression bomb's shape). */
export function pngClaiming(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8;
  ihdr[9] = 0;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.alloc(width + 1))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A multipart/form-data body with one file part. */
export function multipart(
  field: string,
  filename: string,
  contentType: string,
  data: Buffer,
  extraParts: { name: string; value: string }[] = [],
) {
  const boundary = `----boneka${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const part of extraParts) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`),
    );
  }
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A multipart/form-data body with text fields and any number of file parts (none included). */
export function multipartForm(
  fields: Record<string, string>,
  files: { field: string; filename: string; data: Buffer }[],
) {
  const boundary = `----boneka${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const file of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
