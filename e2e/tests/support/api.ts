import type { APIRequestContext } from '@playwright/test';

let counter = 0;
/** A unique e-mail per run, so journeys never collide with what an earlier test made. */
export function email(prefix: string): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}${counter}@ornek.com.tr`;
}

/** Registers an employer with a company through the API, for journeys that start further in. */
export async function employerWithCompany(request: APIRequestContext, companyName: string) {
  const address = email('isveren');
  const res = await request.post('/api/auth/register', {
    data: { name: 'Selin Aksoy', email: address, password: 'parola123', role: 'isveren', company_name: companyName },
  });
  if (!res.ok()) throw new Error(`register failed: ${res.status()} ${await res.text()}`);
  const login = await (
    await request.post('/api/auth/login', { data: { email: address, password: 'parola123' } })
  ).json();
  const company = await (
    await request.get('/api/companies/my', { headers: { authorization: `Bearer ${login.access_token}` } })
  ).json();
  return { email: address, password: 'parola123', token: login.access_token as string, company };
}
