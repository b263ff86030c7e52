import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { everyone, makeCompany, makeUser } from '../../test/factories.js';
import { injectAs, useTestApp } from '../../test/test-app.js';
import { announcementWith, idsFound, reportWith, searchAs, taskWith } from './search-test-kit.js';

const t = useTestApp();

const none = { tasks: [], employees: [], reports: [], announcements: [] };

describe('who finds what', () => {
  it('finds tasks by the task list’s visibility: the employer all, others theirs, a manager a supervisor’s too', async () => {
    const c = await makeCompany(t);
    const sefToIsci = await taskWith(t, c.sef, c.isci, 'Forklift bakımı');
    const mudurToSef = await taskWith(t, c.mudur, c.sef, 'Forklift raporu');
    const ownerToMudur = await taskWith(t, c.owner, c.mudur, 'Forklift siparişi');
    const otherWorker = await makeUser(t, { role: 'isci', companyId: c.id, approved: true });
    const sefToOther = await taskWith(t, c.sef, otherWorker, 'Forklift lastiği');

    const tasksOf = async (who: typeof c.owner) => (await idsFound(t, who, 'forklift')).tasks.sort();
    expect(await tasksOf(c.owner)).toEqual([sefToIsci, mudurToSef, ownerToMudur, sefToOther].sort());
    expect(await tasksOf(c.mudur)).toEqual([sefToIsci, mudurToSef, ownerToMudur, sefToOther].sort());
    expect(await tasksOf(c.sef)).toEqual([sefToIsci, mudurToSef, sefToOther].sort());
    expect(await tasksOf(c.isci)).toEqual([sefToIsci]);
    expect(await tasksOf(otherWorker)).toEqual([sefToOther]);
  });

  it('finds approved staff for the employer, managers and supervisors, never for a worker', async () => {
    const c = await makeCompany(t);
    const ayse = await makeUser(t, { role: 'isci', companyId: c.id, approved: true, name: 'Ayşe Çelik' });
    await makeUser(t, { role: 'isci', companyId: c.id, approved: false, name: 'Ayşe Bekler' });
    for (const who of [c.owner, c.mudur, c.sef])
      expect((await idsFound(t, who, 'ayse')).employees, who.role).toEqual([ayse.id]);
    expect((await idsFound(t, c.isci, 'ayse')).employees).toEqual([]);
    // The employer is not an employee.
    expect((await idsFound(t, c.mudur, c.owner.row.name)).employees).toEqual([]);
  });

  it('finds a worker’s own reports for them, and every report for the employer, managers and supervisors', async () => {
    const c = await makeCompany(t);
    const other = await makeUser(t, { role: 'isci', companyId: c.id, approved: true });
    const mine = await reportWith(t, c.isci, 'Vardiya raporu');
    const theirs = await reportWith(t, other, 'Vardiya özeti');
    expect((await idsFound(t, c.isci, 'vardiya')).reports).toEqual([mine]);
    expect((await idsFound(t, other, 'vardiya')).reports).toEqual([theirs]);
    for (const who of [c.owner, c.mudur, c.sef])
      expect((await idsFound(t, who, 'vardiya')).reports.sort(), who.role).toEqual([mine, theirs].sort());
  });

  it('finds announcements for every approved member', async () => {
    const c = await makeCompany(t);
    const id = await announcementWith(t, c.mudur, 'Bayram tatili', 'Depo pazartesi kapalı.');
    for (const who of [c.owner, c.mudur, c.sef, c.isci])
      expect((await idsFound(t, who, 'pazartesi')).announcements, who.role).toEqual([id]);
  });

  it('never finds another company’s objects', async () => {
    const c = await makeCompany(t);
    const other = await makeCompany(t);
    await taskWith(t, other.owner, other.isci, 'Zeplin görevi', 'Zeplin');
    await reportWith(t, other.isci, 'Zeplin raporu');
    await announcementWith(t, other.owner, 'Zeplin duyurusu');
    await makeUser(t, { role: 'isci', companyId: other.id, approved: true, name: 'Zeplin Usta' });
    for (const who of Object.values(everyone(c)).filter((w) => w !== c.pending))
      expect(await idsFound(t, who, 'zeplin'), who.role).toEqual(none);
    expect((await idsFound(t, other.owner, 'zeplin')).tasks).toHaveLength(1);
  });

  it('refuses a pending person as every company call does, and a stranger with 401', async () => {
    const c = await makeCompany(t);
    const pending = await injectAs(t, c.pending, 'GET', '/api/search?q=depo');
    expect(pending.statusCode).toBe(403);
    expect(pending.json().detail).toBe(
      'Hesabınız işveren onayı bekliyor. Onaylandıktan sonra bu işlemi yapabilirsiniz.',
    );
    expect((await injectAs(t, undefined, 'GET', '/api/search?q=depo')).statusCode).toBe(401);
  });
});

describe('Turkish matching', () => {
  it('ignores case the Turkish way and the diacritics, in both directions', async () => {
    const c = await makeCompany(t);
    const istanbul = await taskWith(t, c.owner, c.isci, 'İstanbul deposu');
    const isik = await taskWith(t, c.owner, c.isci, 'Koridor', 'Koridorda ışık yanmıyor');
    const sef = await announcementWith(t, c.owner, 'ŞEF TOPLANTISI');
    const gorev = await reportWith(t, c.isci, 'Görev devri', 'Çağrı merkezi ÜÇÜNCÜ kat, ÖĞLE arası');
    const cases: [string, string][] = [
      ['istanbul', istanbul],
      ['İSTANBUL', istanbul],
      ['ISTANBUL', istanbul],
      ['ISIK', isik],
      ['ışık', isik],
      ['IŞIK', isik],
      ['sef', sef],
      ['şef toplantısı', sef],
      ['Şef', sef],
      ['gorev', gorev],
      ['GÖREV', gorev],
      ['DEVRİ', gorev],
      ['devri', gorev],
      ['cagri', gorev],
      ['ÇAĞRI', gorev],
      ['ucuncu', gorev],
      ['üçüncü', gorev],
      ['ogle', gorev],
      ['öğle', gorev],
    ];
    for (const [q, id] of cases) {
      const found = await idsFound(t, c.owner, q);
      expect([...found.tasks, ...found.reports, ...found.announcements], q).toEqual([id]);
    }
  });

  it('finds staff by a part of the name or the e-mail', async () => {
    const c = await makeCompany(t);
    const ismail = await makeUser(t, {
      role: 'sef',
      companyId: c.id,
      approved: true,
      name: 'İsmail Güneş',
      email: 'ismail.gunes@kuzey-depo.tr',
    });
    for (const q of ['ismail', 'ISMAIL', 'gunes', 'GÜNEŞ', 'kuzey-depo'])
      expect((await idsFound(t, c.owner, q)).employees, q).toEqual([ismail.id]);
  });

  it('takes LIKE’s and FTS5’s own characters as separators between words, never as patterns', async () => {
    const c = await makeCompany(t);
    const percent = await taskWith(t, c.owner, c.isci, 'İndirim %50_a', 'fiyat "özel"');
    const thousands = await taskWith(t, c.owner, c.isci, 'İndirim 5000a');
    await taskWith(t, c.owner, c.isci, 'Kampanya', 'yüzde %%');
    expect((await idsFound(t, c.owner, '%50_')).tasks.sort()).toEqual([percent, thousands].sort());
    expect((await idsFound(t, c.owner, '"özel"')).tasks).toEqual([percent]);
    expect((await idsFound(t, c.owner, 'x"y')).tasks).toEqual([]);
    // No letter or digit: no word, nothing found.
    expect(await idsFound(t, c.owner, '%%')).toEqual(none);
  });
});

describe('word starts', () => {
  it('finds a word only where it starts a word of the title or the body, folded', async () => {
    const c = await makeCompany(t);
    const light = await taskWith(t, c.owner, c.isci, 'Koridor', 'Koridorda ışık yanmıyor');
    await taskWith(t, c.owner, c.isci, 'Vardiya', 'Değişiklik yapılmadı');
    const cooling = await reportWith(t, c.isci, 'Soğutma ünitesi', 'Görev tamam');
    const found = async (q: string) => {
      const ids = await idsFound(t, c.owner, q);
      return [...ids.tasks, ...ids.reports].sort();
    };
    expect(await found('ışık')).toEqual([light]);
    expect(await found('ISIK')).toEqual([light]);
    expect(await found('sik')).toEqual([]);
    expect(await found('sogutma')).toEqual([cooling]);
    expect(await found('gorev')).toEqual([cooling]);
    expect(await found('utma')).toEqual([]);
  });

  it('finds an object holding every word of the query, each at a word start, in any order, in the title or the body', async () => {
    const c = await makeCompany(t);
    const seven = await reportWith(t, c.isci, 'Seri 7 hattı', 'Bant durdu');
    const reversed = await reportWith(t, c.isci, '7. seri kontrolü');
    const seventy = await reportWith(t, c.isci, 'Seri 70 hattı');
    const split = await reportWith(t, c.isci, 'Seri raporu', 'Hat 7 durdu');
    await reportWith(t, c.isci, 'Seri 8 hattı', 'Hat 8 durdu');
    await reportWith(t, c.isci, 'Seri A7 hattı');
    await reportWith(t, c.isci, 'Dizi 7 hattı');
    const expected = [seven, reversed, seventy, split].sort();
    expect((await idsFound(t, c.owner, 'seri 7')).reports.sort()).toEqual(expected);
    expect((await idsFound(t, c.owner, '7 SERİ')).reports.sort()).toEqual(expected);
    expect((await idsFound(t, c.owner, 'seri 70')).reports).toEqual([seventy]);
    expect((await idsFound(t, c.owner, 'seri hat 7')).reports.sort()).toEqual([seven, seventy, split].sort());
  });

  it('finds a word of two characters at the start of any word, and one of one character beside a longer one', async () => {
    const c = await makeCompany(t);
    const oz = await taskWith(t, c.owner, c.isci, 'Özel sevkiyat');
    const ozet = await taskWith(t, c.owner, c.isci, 'Sevkiyat özeti');
    await taskWith(t, c.owner, c.isci, 'Toz temizliği');
    const line = await taskWith(t, c.owner, c.isci, 'A 7 hattı');
    expect((await idsFound(t, c.owner, 'oz')).tasks.sort()).toEqual([oz, ozet].sort());
    expect((await idsFound(t, c.owner, 'ÖZ')).tasks.sort()).toEqual([oz, ozet].sort());
    expect((await idsFound(t, c.owner, 'hat 7')).tasks).toEqual([line]);
    expect((await idsFound(t, c.owner, 'a 7')).tasks).toEqual([line]);
  });
});

describe('the answer', () => {
  it('answers at most five of each kind, newest first', async () => {
    const c = await makeCompany(t);
    const ids: string[] = [];
    for (let i = 0; i < 7; i++) ids.push(await taskWith(t, c.owner, c.isci, `Palet sayımı ${i}`));
    for (let i = 0; i < 7; i++) await reportWith(t, c.isci, `Palet raporu ${i}`);
    const found = await searchAs(t, c.owner, 'palet');
    expect(found.tasks).toHaveLength(5);
    expect(found.reports).toHaveLength(5);
  });

  it('finds the newest matches past the newest 1,000 objects too, through the index', async () => {
    const c = await makeCompany(t);
    const old = [await reportWith(t, c.isci, 'Zümrüt hattı denetimi'), await reportWith(t, c.isci, 'Zümrüt vanası')];
    await t.database.db.updateTable('reports').set({ created_at: '2020-01-01T00:00:00.000Z' }).execute();
    // 2,100 newer reports (the search reads the newest 1,000 first: search.repo.ts `newestWindow`).
    const pg = t.database.dialect.name === 'postgres';
    const at = pg ? sql`now() - n * interval '1 minute'` : sql`strftime('%Y-%m-%dT%H:%M:%fZ', 'now', -n || ' minutes')`;
    await sql`insert into reports (id, company_id, user_id, title, content, type, created_at)
      with recursive g(n) as (select 1 union all select n + 1 from g where n < 2100)
      select 'rapor-' || n, ${c.id}, ${c.isci.id}, 'Palet raporu ' || n, 'İçerik', 'gunluk', ${at} from g`.execute(
      t.database.db,
    );
    expect((await idsFound(t, c.owner, 'zumrut')).reports.sort()).toEqual([...old].sort());
    expect((await idsFound(t, c.isci, 'zümrüt')).reports.sort()).toEqual([...old].sort());
    // Two characters are a trigram with the space before them: the index finds them too.
    expect((await idsFound(t, c.owner, 'zü')).reports.sort()).toEqual([...old].sort());
    expect((await idsFound(t, c.owner, 'zümrüt vana')).reports).toEqual([old[1]]);
    expect((await idsFound(t, c.owner, 'palet')).reports).toEqual([
      'rapor-1',
      'rapor-2',
      'rapor-3',
      'rapor-4',
      'rapor-5',
    ]);
  });

  it('shows the matched part of the body with some context as a snippet, and the title', async () => {
    const c = await makeCompany(t);
    // "Değişiklik" holds "işik" inside a word: the snippet is about the word that starts with it.
    const long = `${'Önce değişiklik yazısı var. '.repeat(5)}Sonra IŞIK arızası bulundu.${' Ve bir son söz.'.repeat(5)}`;
    await reportWith(t, c.isci, 'Haftalık bakım', long);
    const [hit] = (await searchAs(t, c.owner, 'ışık')).reports;
    expect(hit!.title).toBe('Haftalık bakım');
    expect(hit!.snippet).toMatch(/^….*IŞIK arızası.*…$/);
    expect(hit!.snippet.length).toBeLessThan(120);
    const employee = (await searchAs(t, c.owner, c.isci.row.name)).employees[0]!;
    expect(employee).toEqual({ id: c.isci.id, title: c.isci.row.name, snippet: c.isci.email });
  });

  it('forgets a deleted announcement, a renamed task’s or person’s old text, and a person who left', async () => {
    const c = await makeCompany(t);
    const id = await announcementWith(t, c.owner, 'Kermes duyurusu');
    expect((await idsFound(t, c.isci, 'kermes')).announcements).toEqual([id]);
    expect((await injectAs(t, c.owner, 'DELETE', `/api/announcements/${id}`)).statusCode).toBe(200);
    expect((await idsFound(t, c.isci, 'kermes')).announcements).toEqual([]);

    const task = await taskWith(t, c.owner, c.isci, 'Eski başlık');
    await t.database.db.updateTable('tasks').set({ title: 'Yeni başlık' }).where('id', '=', task).execute();
    expect((await idsFound(t, c.owner, 'eski')).tasks).toEqual([]);
    expect((await idsFound(t, c.owner, 'yeni')).tasks).toEqual([task]);

    const renamed = await makeUser(t, { role: 'isci', companyId: c.id, approved: true, name: 'Hülya Eskiad' });
    await t.database.db.updateTable('users').set({ name: 'Hülya Yeniad' }).where('id', '=', renamed.id).execute();
    expect((await idsFound(t, c.owner, 'eskiad')).employees).toEqual([]);
    expect((await idsFound(t, c.owner, 'YENİAD')).employees).toEqual([renamed.id]);

    const gone = await makeUser(t, { role: 'isci', companyId: c.id, approved: true, name: 'Giden Personel' });
    await t.database.db.updateTable('users').set({ company_id: null }).where('id', '=', gone.id).execute();
    expect(
      await t.database.db.selectFrom('search_documents').select('kind').where('object_id', '=', gone.id).execute(),
    ).toEqual([]);
  });

  it('refuses a query shorter than two characters with a Turkish 400, and a longer one than 100', async () => {
    const c = await makeCompany(t);
    for (const q of ['', 'a', '  a  ', undefined]) {
      const res = await injectAs(
        t,
        c.owner,
        'GET',
        q === undefined ? '/api/search' : `/api/search?q=${encodeURIComponent(q)}`,
      );
      expect(res.statusCode, String(q)).toBe(400);
      expect(res.json().detail).toBe('Aramak için en az 2 karakter yazın');
    }
    const long = await injectAs(t, c.owner, 'GET', `/api/search?q=${'a'.repeat(101)}`);
    expect(long.statusCode).toBe(422);
  });
});
