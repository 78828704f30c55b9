import sharp from 'sharp';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_MAX_BYTES } from '@boneka/shared';
import { createTestApp, type TestApp } from './support/test-app.js';
import { send, signUp, type SignedIn } from './support/accounts.js';
import { jpegWithGps, multipart, pngClaiming, pngImage } from './support/images.js';

let t: TestApp;
let me: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  me = await signUp(t.app, t.dataDir);
});
afterAll(() => t.close());

const upload = (body: ReturnType<typeof multipart>, token = me.accessToken) =>
  send(t.app, {
    method: 'POST',
    url: '/auth/upload-profile-image',
    token,
    payload: body.payload,
    headers: body.headers,
  });
const avatarFiles = () => {
  const dir = path.join(t.dataDir, 'uploads', 'avatars');
  return existsSync(dir) ? readdirSync(dir) : [];
};

describe('profile', () => {
  it('returns the profile with its addresses, never the password hash', async () => {
    const res = await send(t.app, { method: 'GET', url: '/auth/profile', token: me.accessToken });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({
      email: me.email,
      firstName: 'Siti',
      lastName: 'Rahayu',
      addresses: [],
      profileImageUrl: null,
    });
    expect(res.body).not.toMatch(/password/i);
  });

  it('SECURITY 24: personal data is sent with Cache-Control no-store', async () => {
    const res = await send(t.app, { method: 'GET', url: '/auth/profile', token: me.accessToken });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('updates names and phone; SECURITY 16: ignores type, email and emailVerified', async () => {
    const res = await send(t.app, {
      method: 'PUT',
      url: '/auth/profile',
      token: me.accessToken,
      payload: {
        firstName: ' Ayu ',
        lastName: '',
        phoneNumber: '0812 3456 789',
        type: 'admin',
        email: 'other@x.id',
        emailVerified: false,
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Profile updated successfully!',
      user: {
        firstName: 'Ayu',
        lastName: null,
        phoneNumber: '0812 3456 789',
        type: 'customer',
        email: me.email,
        emailVerified: true,
      },
    });
  });

  it('requires a first name and a plausible phone number', async () => {
    for (const payload of [{ firstName: '' }, { firstName: 'Ayu', phoneNumber: 'abc' }, {}]) {
      const res = await send(t.app, { method: 'PUT', url: '/auth/profile', token: me.accessToken, payload });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
    }
  });

  it('needs a signed-in user', async () => {
    expect((await send(t.app, { method: 'PUT', url: '/auth/profile', payload: { firstName: 'X' } })).statusCode).toBe(
      401,
    );
  });
});

describe('profile image', () => {
  it('SECURITY 20, 22, 23: re-encodes to WebP under a random name, strips GPS, serves image/webp with nosniff', async () => {
    const res = await upload(multipart('profileImage', '../../../etc/passwd.jpg', 'image/jpeg', await jpegWithGps()));
    expect(res.statusCode).toBe(200);
    const url: string = res.json().user.profileImageUrl;
    expect(res.json().message).toBe('Profile image updated successfully!');
    expect(url).toMatch(/^\/uploads\/avatars\/[a-f0-9]{32}\.webp$/);
    expect(url).not.toContain('passwd');
    expect(avatarFiles()).toEqual([path.basename(url)]);

    const file = await send(t.app, { method: 'GET', url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    const meta = await sharp(file.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    expect(file.rawPayload.includes(Buffer.from('BonekaCam'))).toBe(false);
  });

  it('replacing the picture removes the old file', async () => {
    await upload(multipart('profileImage', 'a.png', 'image/png', await pngImage()));
    const second = await upload(multipart('profileImage', 'b.png', 'image/png', await pngImage(120, 90)));
    expect(avatarFiles()).toEqual([path.basename(second.json().user.profileImageUrl)]);
  });

  it.each([
    ['HTML renamed .png', '<html><script>alert(1)</script></html>', 'evil.png', 'image/png'],
    ['SVG', '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>', 'x.svg', 'image/svg+xml'],
    ['PHP renamed .jpg', '<?php system($_GET["c"]); ?>', 'shell.jpg', 'image/jpeg'],
  ])('SECURITY 20: refuses %s with 415', async (_name, content, filename, type) => {
    const res = await upload(multipart('profileImage', filename, type, Buffer.from(content)));
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ success: false, code: 'UNSUPPORTED_FILE_TYPE' });
  });

  it('SECURITY 20: refuses a 50 000 × 50 000 PNG', async () => {
    const res = await upload(multipart('profileImage', 'bomb.png', 'image/png', pngClaiming(50_000, 50_000)));
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('IMAGE_TOO_LARGE');
  });

  it('refuses a truncated image that only has the right magic bytes', async () => {
    const png = await pngImage();
    const res = await upload(multipart('profileImage', 'half.png', 'image/png', png.subarray(0, 40)));
    expect(res.statusCode).toBe(415);
    expect(res.json().code).toBe('INVALID_IMAGE');
  });

  it('SECURITY 21: refuses 5 MB + 1 byte with 413', async () => {
    const png = await pngImage();
    const big = Buffer.concat([png, Buffer.alloc(IMAGE_MAX_BYTES + 1 - png.length)]);
    const res = await upload(multipart('profileImage', 'big.png', 'image/png', big));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'FILE_TOO_LARGE', message: 'File too large. Maximum size is 5MB' });
  });

  it('refuses a request with no file, the wrong field, or JSON', async () => {
    const wrongField = await upload(multipart('avatar', 'a.png', 'image/png', await pngImage()));
    expect(wrongField.statusCode).toBe(400);
    const json = await send(t.app, {
      method: 'POST',
      url: '/auth/upload-profile-image',
      token: me.accessToken,
      payload: { profileImage: 'x' },
    });
    expect(json.statusCode).toBe(415);
    const anonymous = await upload(multipart('profileImage', 'a.png', 'image/png', await pngImage()), '');
    expect(anonymous.statusCode).toBe(401);
  });

  it('delete returns to the default picture and removes the file', async () => {
    await upload(multipart('profileImage', 'a.png', 'image/png', await pngImage()));
    const res = await send(t.app, { method: 'DELETE', url: '/auth/profile-image', token: me.accessToken });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Profile picture successfully deleted!',
      user: { profileImageUrl: null },
    });
    expect(avatarFiles()).toEqual([]);
  });

  it('SECURITY 22: an upload path outside the store is not found', async () => {
    for (const url of [
      '/uploads/avatars/..%2f..%2fshop.db',
      '/uploads/../shop.db',
      '/uploads/avatars/abc.webp',
      '/uploads/secrets/jwt-secret',
    ]) {
      const res = await send(t.app, { method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
    }
  });
});
