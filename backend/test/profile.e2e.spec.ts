import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Response } from 'supertest';
import { type Browser, logIn, signUp, type SignedUp, uniqueEmail } from './support/accounts';
import { FIVE_MB, GIF, HTML, JPEG, PNG, pngOfSize, SVG, WEBP } from './support/images';
import { startTestApp, type TestApp } from './support/test-app';

const NAMES_REQUIRED = 'First name and last name are required.';
const TYPE_MESSAGE = 'Please select an image file (JPEG, PNG, WebP, GIF).';
const SIZE_MESSAGE = 'Please select an image smaller than 5MB.';
const LOGO_URL = /^\/api\/uploads\/logos\/[0-9a-f-]{36}-[0-9a-f]{12}\.(jpg|png|webp|gif)$/;

describe('profile endpoints', () => {
  let t: TestApp;
  let browser: Browser;
  let user: SignedUp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => t.close());
  beforeEach(async () => {
    browser = t.browser();
    user = await signUp(browser);
  });

  const me = async () => (await browser.get('/api/auth/user').expect(200)).body;
  /** Logo files of this user on disk. */
  const filesOnDisk = () => {
    const dir = join(t.config.uploadsDir, 'logos');
    return existsSync(dir) ? readdirSync(dir).filter((f) => f.startsWith(user.id)) : [];
  };
  const upload = (content: Buffer, filename: string, contentType: string, field = 'logo') =>
    browser.post('/api/user/logo').attach(field, content, { filename, contentType });
  /** An upload expected to succeed; the exact success status is asserted in its own test. */
  const uploadOk = async (content: Buffer, filename: string, contentType: string): Promise<string> => {
    const res = await upload(content, filename, contentType);
    expect({ status: res.status < 300 ? 'success' : res.status, body: res.body }).toEqual({ status: 'success', body: expect.objectContaining({ logoUrl: expect.stringMatching(LOGO_URL) }) });
    return res.body.logoUrl as string;
  };

  describe('PUT /api/user/profile', () => {
    it('updates the names and company (trimmed) and GET /api/auth/user shows them', async () => {
      const res = await browser.put('/api/user/profile').send({ firstName: ' Grace ', lastName: 'Hopper ', companyName: ' Navy Labs ' }).expect(200);
      expect(res.body).toEqual({ ...(await me()), firstName: 'Grace', lastName: 'Hopper', companyName: 'Navy Labs' });
      expect(res.body).toMatchObject({ id: user.id, email: user.email });
    });

    it('leaves the company as is when omitted and clears it when empty', async () => {
      await browser.put('/api/user/profile').send({ firstName: 'A', lastName: 'B', companyName: 'Acme' }).expect(200);
      const kept = await browser.put('/api/user/profile').send({ firstName: 'C', lastName: 'D' }).expect(200);
      expect(kept.body).toMatchObject({ firstName: 'C', lastName: 'D', companyName: 'Acme' });
      const cleared = await browser.put('/api/user/profile').send({ firstName: 'C', lastName: 'D', companyName: '' }).expect(200);
      expect(cleared.body.companyName).toBeNull();
      expect((await me()).companyName).toBeNull();
    });

    it('ignores an email in the body: the address cannot be changed', async () => {
      const other = uniqueEmail('changed');
      const res = await browser.put('/api/user/profile').send({ firstName: 'Ada', lastName: 'King', email: other }).expect(200);
      expect(res.body).toMatchObject({ email: user.email, lastName: 'King' });
      expect((await me()).email).toBe(user.email);
      await logIn(t.browser(), other, user.password).expect(401);
      await logIn(t.browser(), user.email, user.password).expect(200);
    });

    it.each([
      ['lastName missing', { firstName: 'Ada' }, 'lastName'],
      ['firstName blank', { firstName: '  ', lastName: 'King' }, 'firstName'],
      ['lastName empty', { firstName: 'Ada', lastName: '' }, 'lastName'],
    ])('answers 400 "%s" with the spec message and changes nothing', async (_case, body, field) => {
      const res = await browser.put('/api/user/profile').send(body).expect(400);
      expect(res.body).toEqual({ message: NAMES_REQUIRED, errors: { [field]: NAMES_REQUIRED } });
      expect(await me()).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace' });
    });
  });

  describe('PUT /api/user/password', () => {
    it('answers 204; the old password stops working, the new one works; other sessions end, this one stays', async () => {
      const other = t.browser();
      await logIn(other, user.email, user.password).expect(200);
      const res = await browser.put('/api/user/password').send({ currentPassword: user.password, newPassword: 'brand new secret' }).expect(204);
      expect(res.text).toBe('');
      expect((await me()).id).toBe(user.id);
      const signedOut = await other.get('/api/auth/user').expect(401);
      expect(signedOut.body.message).toEqual(expect.any(String));
      await logIn(t.browser(), user.email, user.password).expect(401);
      await logIn(t.browser(), user.email, 'brand new secret').expect(200);
    });

    it('accepts a new password of exactly 6 characters', async () => {
      await browser.put('/api/user/password').send({ currentPassword: user.password, newPassword: 'abcdef' }).expect(204);
      await logIn(t.browser(), user.email, 'abcdef').expect(200);
    });

    it('answers 400 for a wrong current password and keeps the password and the other sessions', async () => {
      const other = t.browser();
      await logIn(other, user.email, user.password).expect(200);
      const res = await browser.put('/api/user/password').send({ currentPassword: 'wrong password', newPassword: 'brand new secret' }).expect(400);
      expect(res.body).toEqual({ message: 'Your current password is incorrect.', errors: { currentPassword: 'Your current password is incorrect.' } });
      await logIn(t.browser(), user.email, 'brand new secret').expect(401);
      await logIn(t.browser(), user.email, user.password).expect(200);
      await other.get('/api/auth/user').expect(200);
    });

    it('answers 400 for a new password under 6 characters and keeps the old one', async () => {
      const res = await browser.put('/api/user/password').send({ currentPassword: user.password, newPassword: 'abcde' }).expect(400);
      expect(res.body).toEqual({
        message: 'New password must be at least 6 characters long.',
        errors: { newPassword: 'New password must be at least 6 characters long.' },
      });
      await logIn(t.browser(), user.email, 'abcde').expect(401);
      await logIn(t.browser(), user.email, user.password).expect(200);
    });

    it('answers 400 "Please fill in all password fields." when a field is missing', async () => {
      const res = await browser.put('/api/user/password').send({ newPassword: 'brand new secret' }).expect(400);
      expect(res.body).toEqual({ message: 'Please fill in all password fields.', errors: { currentPassword: 'Please fill in all password fields.' } });
      await logIn(t.browser(), user.email, user.password).expect(200);
    });
  });

  describe('POST /api/user/logo', () => {
    it('answers 200 with the updated user', async () => {
      const res = await upload(PNG, 'logo.png', 'image/png');
      expect(res.body).toEqual({ ...(await me()), logoUrl: expect.stringMatching(LOGO_URL) });
      expect(res.status).toBe(200);
    });

    it.each([
      ['PNG', PNG, 'logo.png', 'image/png'],
      ['JPEG', JPEG, 'logo.jpg', 'image/jpeg'],
      ['GIF', GIF, 'logo.gif', 'image/gif'],
      ['WebP', WEBP, 'logo.webp', 'image/webp'],
    ])('stores a %s and serves the same bytes back, publicly, with its type and nosniff', async (_type, content, filename, type) => {
      const url = await uploadOk(content, filename, type);
      expect((await me()).logoUrl).toBe(url);
      const served = await t.browser().get(url).buffer(true).parse(binary).expect(200);
      expect(served.headers['content-type']).toBe(type);
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(Buffer.compare(served.body as Buffer, content)).toBe(0);
    });

    it('judges the type by content, not name: a replacement makes the previous URL 404 and serves the new bytes', async () => {
      const first = await uploadOk(PNG, 'a.png', 'image/png');
      const second = await uploadOk(GIF, 'a.png', 'image/png');
      expect(second).not.toBe(first);
      expect(second).toMatch(/\.gif$/);
      expect(filesOnDisk()).toEqual([second.split('/').pop()]);
      const gone = await t.browser().get(first).expect(404);
      expect(gone.body.message).toEqual(expect.any(String));
      const served = await t.browser().get(second).buffer(true).parse(binary).expect(200);
      expect(Buffer.compare(served.body as Buffer, GIF)).toBe(0);
    });

    it.each([
      ['HTML named .png', HTML, 'logo.png', 'image/png'],
      ['SVG named .png', SVG, 'logo.png', 'image/png'],
      ['SVG', SVG, 'logo.svg', 'image/svg+xml'],
      ['an empty file', Buffer.alloc(0), 'logo.png', 'image/png'],
    ])('refuses %s with 400 and keeps no logo, in the account or on disk', async (_case, content, filename, type) => {
      const res = await upload(content, filename, type).expect(400);
      expect(res.body).toEqual({ message: TYPE_MESSAGE });
      expect((await me()).logoUrl).toBeNull();
      expect(filesOnDisk()).toEqual([]);
    });

    it('accepts exactly 5MB', async () => {
      const url = await uploadOk(pngOfSize(FIVE_MB), 'big.png', 'image/png');
      expect((await me()).logoUrl).toBe(url);
    });

    it('refuses a file over 5MB with 413 and keeps the previous logo', async () => {
      const before = await uploadOk(PNG, 'a.png', 'image/png');
      const res = await upload(pngOfSize(FIVE_MB + 1), 'huge.png', 'image/png').expect(413);
      expect(res.body).toEqual({ message: SIZE_MESSAGE });
      expect((await me()).logoUrl).toBe(before);
      await t.browser().get(before).expect(200);
    });

    it('answers 400 when no file is sent', async () => {
      const empty = await browser.post('/api/user/logo').field('note', 'no file here').expect(400);
      expect(empty.body.message).toContain(TYPE_MESSAGE);
      const json = await browser.post('/api/user/logo').send({ logo: 'data:image/png;base64,AAAA' }).expect(400);
      expect(json.body.message).toContain(TYPE_MESSAGE);
      expect((await me()).logoUrl).toBeNull();
    });

    it('answers 400 when the file is in another form field', async () => {
      const res = await upload(PNG, 'logo.png', 'image/png', 'file').expect(400);
      expect(res.body).toEqual({ message: 'Send one image in the form field named "logo".' });
      expect((await me()).logoUrl).toBeNull();
    });

    it('answers 400 when more than one file is sent', async () => {
      const res = await browser.post('/api/user/logo').attach('logo', PNG, 'a.png').attach('logo', GIF, 'b.gif').expect(400);
      expect(res.body).toEqual({ message: 'Send one image in the form field named "logo".' });
      expect((await me()).logoUrl).toBeNull();
    });

    it('answers 400 with a JSON message for a broken multipart body', async () => {
      const res = await browser.post('/api/user/logo').set('Content-Type', 'multipart/form-data; boundary=XYZ').send('--XYZ\r\nContent-Disposition: form-data; name="logo"; filename="a.png"\r\n\r\n\x89PNG');
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: expect.any(String) });
      expect((await me()).logoUrl).toBeNull();
    });
  });

  describe('GET /api/uploads/logos/:file', () => {
    it.each([
      ['an unknown well-formed name', `${'0'.repeat(8)}-0000-0000-0000-${'0'.repeat(12)}-${'a'.repeat(12)}.png`],
      ['a path traversal', '..%2F..%2F..%2Fetc%2Fpasswd'],
      ['an HTML name', 'page.html'],
    ])('answers 404 JSON for %s', async (_case, name) => {
      const res = await t.browser().get(`/api/uploads/logos/${name}`).expect(404);
      expect(res.body).toEqual({ message: expect.any(String) });
    });
  });
});

/** Collects a response body as a Buffer whatever its type. */
function binary(res: Response, done: (err: Error | null, body: Buffer) => void): void {
  const stream = res as unknown as NodeJS.ReadableStream; // superagent hands the raw Node response to parsers
  const chunks: Buffer[] = [];
  stream.on('data', (c: Buffer) => chunks.push(c));
  stream.on('end', () => done(null, Buffer.concat(chunks)));
}
