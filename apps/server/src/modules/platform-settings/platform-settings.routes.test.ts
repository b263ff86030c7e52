import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { injectAs, useTestApp } from '../../test/test-app.js';

const t = useTestApp();

async function addSlide(opts: { title?: string | null; order: number; active: boolean; createdAt?: string }) {
  const id = randomUUID();
  await t.database.db
    .insertInto('slider_items')
    .values({
      id,
      file_path: `slider/${id}.jpg`,
      title: opts.title ?? null,
      description: opts.title ? `${opts.title} açıklaması` : null,
      order_index: opts.order,
      active: opts.active,
      created_at: opts.createdAt ?? new Date().toISOString(),
    })
    .execute();
  return id;
}

describe('GET /api/platform/settings', () => {
  it('is public and answers the defaults', async () => {
    const res = await injectAs(t, undefined, 'GET', '/api/platform/settings');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      platform_name: 'Vazife',
      tagline: 'Akıllı Görev Yönetimi',
      primary_color: '#3B82F6',
      secondary_color: '#8B5CF6',
      support_email: null,
      support_phone: null,
      logo_url: null,
      favicon_url: null,
    });
  });

  it('reads what the operator set, with public file urls', async () => {
    await t.database.db
      .updateTable('platform_settings')
      .set({ platform_name: 'Görevci', logo_path: 'branding/logo.png', support_email: 'destek@ornek.com.tr' })
      .where('id', '=', 1)
      .execute();
    try {
      const res = await injectAs(t, undefined, 'GET', '/api/platform/settings');
      expect(res.json()).toMatchObject({
        platform_name: 'Görevci',
        logo_url: '/api/download/branding/logo.png',
        support_email: 'destek@ornek.com.tr',
        favicon_url: null,
      });
    } finally {
      await t.database.db
        .updateTable('platform_settings')
        .set({ platform_name: 'Vazife', logo_path: null, support_email: null })
        .where('id', '=', 1)
        .execute();
    }
  });
});

describe('GET /api/settings/login-slider', () => {
  it('is public and empty without slides', async () => {
    const res = await injectAs(t, undefined, 'GET', '/api/settings/login-slider');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });

  it('lists only active slides, in their order', async () => {
    const third = await addSlide({ title: 'Üçüncü', order: 3, active: true });
    await addSlide({ title: 'Gizli', order: 0, active: false });
    const first = await addSlide({ title: 'Birinci', order: 1, active: true });
    const second = await addSlide({ order: 2, active: true });
    const res = await injectAs(t, undefined, 'GET', '/api/settings/login-slider');
    expect(res.statusCode).toBe(200);
    const slides = res.json();
    expect(slides.map((s: { id: string }) => s.id)).toEqual([first, second, third]);
    expect(slides[0]).toEqual({
      id: first,
      url: `/api/download/slider/${first}.jpg`,
      title: 'Birinci',
      description: 'Birinci açıklaması',
      order: 1,
    });
    expect(slides[1]).toMatchObject({ title: null, description: null, order: 2 });
    for (const s of slides) expect(s.url).toMatch(/^\/api\/download\/slider\//);
  });
});
