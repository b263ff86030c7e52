import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { email } from './api.js';

/** Registers a person with the company's code and has the employer approve them. */
export async function approvedStaff(
  request: APIRequestContext,
  boss: { token: string; company: { code: string } },
  name: string,
  role: 'mudur' | 'sef' | 'isci',
) {
  const address = email(role);
  const registered = await request.post('/api/auth/register', {
    data: { name, email: address, password: 'parola123', role, company_code: boss.company.code },
  });
  expect(registered.ok(), await registered.text()).toBeTruthy();
  const id = (await registered.json()).user.id as string;
  const approved = await request.post(`/api/employees/${id}/approve`, {
    headers: { authorization: `Bearer ${boss.token}` },
  });
  expect(approved.ok(), await approved.text()).toBeTruthy();
  const login = await (
    await request.post('/api/auth/login', { data: { email: address, password: 'parola123' } })
  ).json();
  return { id, name, email: address, token: login.access_token as string };
}

/** Writes in the open chat's composer and sends with Enter. */
export async function sendInChat(page: Page, text: string) {
  await page.getByTestId('composer-input').fill(text);
  await page.getByTestId('composer-input').press('Enter');
  await expect(page.getByTestId('message').filter({ hasText: text })).toBeVisible();
}
