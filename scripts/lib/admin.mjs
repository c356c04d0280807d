// An admin client for scripts: signs in through the API and sends JSON or multipart requests.
import { randomBytes } from 'node:crypto';

/**
 * A multipart/form-data body: text fields, then files `{ field, image: { name, type, data } }`.
 * Returns the bytes and the content-type header (with its boundary).
 */
export function multipart(fields, files = []) {
  const boundary = `----script${randomBytes(12).toString('hex')}`;
  const parts = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const { field, image } of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${image.name}"\r\n` +
          `Content-Type: ${image.type}\r\n\r\n`,
      ),
      image.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** POST /api/admin/login; returns the bearer token or throws with the status. */
export async function signIn(base, { username, password }) {
  const login = await fetch(`${base}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (!login.ok) throw new Error(`POST /api/admin/login answered ${login.status}`);
  return (await login.json()).access_token;
}

/**
 * Signs in and returns `{ token, send(method, path, body?) }`: a JSON body (or a `multipart()`
 * result) with the token; throws unless the answer is a 2xx, returns the parsed JSON.
 */
export async function adminClient(base, credentials) {
  const token = await signIn(base, credentials);
  async function send(method, url, body) {
    const isForm = body && Buffer.isBuffer(body.body);
    const res = await fetch(`${base}${url}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(isForm ? body.headers : body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      body: isForm ? body.body : body !== undefined ? JSON.stringify(body) : undefined,
    });
    if (!res.ok) throw new Error(`${method} ${url} answered ${res.status}: ${await res.text()}`);
    return res.status === 204 ? undefined : res.json();
  }
  return { token, send };
}
