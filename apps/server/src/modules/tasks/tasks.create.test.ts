import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { makeCompany } from '../../test/factories.js';
import { exe, filesUnder, jpeg, multipart, pdf } from '../../test/sample-files.js';
import { injectAs, useTestApp } from '../../test/test-app.js';

const t = useTestApp();
const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString();

async function taskCount(companyId: string) {
  const rows = await t.database.db.selectFrom('tasks').select('id').where('company_id', '=', companyId).execute();
  return rows.length;
}
const storedFiles = () => filesUnder(path.join(t.config.dataDir, 'files'));
const tempFiles = () => filesUnder(path.join(t.config.dataDir, 'tmp'));

describe('POST /api/tasks/create', () => {
  it('lets each role assign exactly whom the product rules say', async () => {
    const c = await makeCompany(t);
    const people = { isveren: c.owner, mudur: c.mudur, sef: c.sef, isci: c.isci };
    const allowed: Record<string, string[]> = {
      isveren: ['mudur', 'sef', 'isci'],
      mudur: ['sef', 'isci'],
      sef: ['isci'],
      isci: [],
    };
    for (const [actorRole, actor] of Object.entries(people)) {
      for (const [targetRole, target] of Object.entries(people)) {
        const res = await injectAs(t, actor, 'POST', '/api/tasks/create', {
          title: 'Raf düzeni',
          description: 'A blok',
          assigned_to: target.id,
        });
        const expected = allowed[actorRole]!.includes(targetRole) ? 201 : 403;
        expect(res.statusCode, `${actorRole} → ${targetRole}`).toBe(expected);
      }
    }
    expect(await taskCount(c.id)).toBe(6);
  });

  it("creates with the API's fields, defaults priority to orta and names both parties", async () => {
    const c = await makeCompany(t);
    const deadline = tomorrow();
    const res = await injectAs(t, c.owner, 'POST', '/api/tasks/create', {
      title: ' Sayım ',
      description: 'Depo 3',
      assigned_to: c.isci.id,
      deadline,
    });
    expect(res.statusCode).toBe(201);
    const { task, message } = res.json();
    expect(message).toBe('Görev başarıyla oluşturuldu');
    expect(task).toMatchObject({
      title: 'Sayım',
      description: 'Depo 3',
      assigned_to: c.isci.id,
      assigned_by: c.owner.id,
      assigned_to_name: c.isci.row.name,
      assigned_by_name: c.owner.row.name,
      assigned_by_role: 'isveren',
      priority: 'orta',
      status: 'atanmis',
      deadline,
      started_at: null,
      completed_at: null,
      task_image: null,
      evidence_files: [],
      revision_count: 0,
      revision_history: [],
      is_overdue: false,
    });
  });

  it('refuses pending staff and anonymous callers', async () => {
    const c = await makeCompany(t);
    const body = { title: 'X', description: 'Y', assigned_to: c.isci.id };
    expect((await injectAs(t, c.pending, 'POST', '/api/tasks/create', body)).statusCode).toBe(403);
    expect((await injectAs(t, undefined, 'POST', '/api/tasks/create', body)).statusCode).toBe(401);
    expect(await taskCount(c.id)).toBe(0);
  });

  it('never assigns into another company, nor to a pending person', async () => {
    const a = await makeCompany(t);
    const b = await makeCompany(t);
    // Another company's person is nobody here: not found, as any id of another company's object.
    for (const [target, status] of [
      [b.isci.id, 404],
      [a.pending.id, 400],
      ['yok-boyle-biri', 404],
    ] as const) {
      const res = await injectAs(t, a.owner, 'POST', '/api/tasks/create', {
        title: 'X',
        description: 'Y',
        assigned_to: target,
      });
      expect(res.statusCode).toBe(status);
      expect(res.json().detail).toBe('Görevin atanacağı kişi bulunamadı');
    }
    expect(await taskCount(a.id)).toBe(0);
    expect(await taskCount(b.id)).toBe(0);
  });

  it('refuses a worker by role (403), whether the person named is approved or pending', async () => {
    const c = await makeCompany(t);
    for (const target of [c.pending, c.isci, c.sef]) {
      const res = await injectAs(t, c.isci, 'POST', '/api/tasks/create', {
        title: 'X',
        description: 'Y',
        assigned_to: target.id,
      });
      expect(res.statusCode, target.role).toBe(403);
      expect(res.json().detail).toBe('Bu kişiye görev atama yetkiniz yok');
    }
    // A supervisor, who may assign workers, still hears that a pending one cannot take a task.
    const pending = await injectAs(t, c.sef, 'POST', '/api/tasks/create', {
      title: 'X',
      description: 'Y',
      assigned_to: c.pending.id,
    });
    expect(pending.statusCode).toBe(400);
    expect(await taskCount(c.id)).toBe(0);
  });

  it('refuses a deadline more than ten years ahead, and takes one just within', async () => {
    const c = await makeCompany(t);
    const create = (deadline: string) =>
      injectAs(t, c.owner, 'POST', '/api/tasks/create', {
        title: 'Uzun vade',
        description: 'Y',
        assigned_to: c.isci.id,
        deadline,
      });
    const horizon = new Date();
    horizon.setUTCFullYear(horizon.getUTCFullYear() + 10);
    for (const deadline of ['9999-12-31T23:59:59Z', new Date(horizon.getTime() + 86_400_000).toISOString()]) {
      const res = await create(deadline);
      expect(res.statusCode, deadline).toBe(422);
      expect(res.json().detail).toEqual([
        { loc: ['body', 'deadline'], msg: 'Son tarih en fazla 10 yıl sonrası olabilir' },
      ]);
    }
    expect(await taskCount(c.id)).toBe(0);
    expect((await create(new Date(horizon.getTime() - 86_400_000).toISOString())).statusCode).toBe(201);
  });

  it('answers Turkish field errors and writes nothing', async () => {
    const c = await makeCompany(t);
    const cases: [Record<string, string>, string][] = [
      [{ title: ' ', description: 'Y', assigned_to: c.isci.id }, 'Görev başlığı zorunludur'],
      [{ title: 'X', description: '', assigned_to: c.isci.id }, 'Görev açıklaması zorunludur'],
      [{ title: 'X', description: 'Y', assigned_to: '' }, 'Görevin atanacağı kişi seçilmelidir'],
      [
        { title: 'X', description: 'Y', assigned_to: c.isci.id, deadline: '2020-01-01T10:00:00Z' },
        'Son tarih geçmiş bir zaman olamaz',
      ],
      [
        { title: 'X', description: 'Y', assigned_to: c.isci.id, deadline: 'yarın' },
        'Son tarih geçerli bir tarih olmalı',
      ],
    ];
    for (const [body, msg] of cases) {
      const res = await injectAs(t, c.owner, 'POST', '/api/tasks/create', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json().detail.map((d: { msg: string }) => d.msg)).toContain(msg);
    }
    const badPriority = await injectAs(t, c.owner, 'POST', '/api/tasks/create', {
      title: 'X',
      description: 'Y',
      assigned_to: c.isci.id,
      priority: 'acil',
    });
    expect(badPriority.statusCode).toBe(422);
    expect(await taskCount(c.id)).toBe(0);
  });

  it('takes multipart with a task image, stores it under a random name, and its thumbnail after the answer', async () => {
    const c = await makeCompany(t);
    const form = multipart(
      { title: 'Etiketleme', description: 'Palet etiketleri', assigned_to: c.isci.id, priority: 'yuksek' },
      [{ field: 'task_image', name: 'raf fotoğrafı.jpg', data: await jpeg(), type: 'image/jpeg' }],
    );
    const res = await injectAs(t, c.sef, 'POST', '/api/tasks/create', form);
    expect(res.statusCode).toBe(201);
    const { task } = res.json();
    expect(task.priority).toBe('yuksek');
    expect(task.task_image).toMatch(/^\/api\/download\/tasks\/[0-9a-f-]{36}\.jpg\?dl=[\w.-]+$/);
    // Thumbnails are made off the request path (files module tests): until then the list shows the
    // original. A small one may be ready by the time the answer is written.
    await t.app.files.thumbnails.idle();
    const later = (await injectAs(t, c.sef, 'GET', `/api/tasks/${task.id}`)).json();
    expect(later.task_image_thumbnail).toMatch(/^\/api\/download\/tasks\/[0-9a-f-]{36}\.webp\?/);
    const image = await injectAs(t, undefined, 'GET', task.task_image);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect(image.headers['content-disposition']).toContain("filename*=UTF-8''raf%20foto%C4%9Fraf%C4%B1.jpg");
    const thumb = await injectAs(t, undefined, 'GET', later.task_image_thumbnail);
    expect(thumb.headers['content-type']).toBe('image/webp');
    expect(tempFiles()).toEqual([]);
  });

  it('refuses a spoofed or non-image task_image and leaves no task and no file', async () => {
    const c = await makeCompany(t);
    await t.app.files.thumbnails.idle();
    const before = storedFiles().length;
    const uploads = [
      { name: 'foto.jpg', data: exe(), type: 'image/jpeg', status: 415 },
      { name: 'belge.pdf', data: pdf(), type: 'application/pdf', status: 415 },
      {
        name: 'dev.jpg',
        data: Buffer.concat([await jpeg(), Buffer.alloc(11 * 1024 * 1024)]),
        type: 'image/jpeg',
        status: 413,
      },
    ];
    for (const u of uploads) {
      const form = multipart({ title: 'X', description: 'Y', assigned_to: c.isci.id }, [
        { field: 'task_image', name: u.name, data: u.data, type: u.type },
      ]);
      const res = await injectAs(t, c.owner, 'POST', '/api/tasks/create', form);
      expect(res.statusCode, u.name).toBe(u.status);
      expect(res.json().detail).toContain(u.name);
    }
    expect(await taskCount(c.id)).toBe(0);
    expect(storedFiles().length).toBe(before);
    expect(tempFiles()).toEqual([]);
  });

  it('refuses a text value where the image goes', async () => {
    const c = await makeCompany(t);
    const res = await injectAs(t, c.owner, 'POST', '/api/tasks/create', {
      title: 'X',
      description: 'Y',
      assigned_to: c.isci.id,
      task_image: '/etc/passwd',
    });
    expect(res.statusCode).toBe(422);
    expect(await taskCount(c.id)).toBe(0);
  });
});
