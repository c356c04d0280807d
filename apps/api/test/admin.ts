import type { FastifyInstance } from 'fastify';

/** The admin password the API tests configure (ADMIN_PASSWORD). */
export const TEST_ADMIN = { username: 'admin', password: 'Test-Passw0rd!' } as const;
export const TEST_ADMIN_ENV = { ADMIN_USERNAME: TEST_ADMIN.username, ADMIN_PASSWORD: TEST_ADMIN.password };

export async function login(app: FastifyInstance, password: string = TEST_ADMIN.password): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/admin/login',
    payload: { username: TEST_ADMIN.username, password },
  });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  return res.json().access_token;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
