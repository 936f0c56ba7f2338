import fs from 'node:fs';
import { TENANT, call, createPost, sendApplication, suiteApp, uploadMedia } from '../helper';
import { FILES } from '../samples';

const t = suiteApp({ admin: true });
const DAY_MS = 86_400_000;

/** A stored file last written `ms` before the app's clock says now. */
function age(path: string, ms: number) {
  const at = new Date(t.clock.now().getTime() - ms);
  fs.utimesSync(path, at, at);
}

async function store(kind: 'resume' | 'media', name: string, ageMs: number) {
  const files = kind === 'resume' ? t.app.resumeStore : t.app.mediaStore;
  await files.save(name, [FILES.pdf], { contentType: 'application/pdf' });
  age(files.locate(name), ageMs);
  return files.locate(name);
}

/** The first run of the period (each test starts with an empty job table). */
const runSweep = () => t.app.orphanFiles.runOnce();

// The stores outlive the tables' reset: each test starts with none of the files of another.
beforeEach(() => {
  for (const dir of [t.config.resumeDir, t.config.mediaDir])
    for (const file of fs.readdirSync(dir)) fs.rmSync(`${dir}/${file}`);
});

describe('the daily sweep of files no row names', () => {
  it('removes an old résumé no application names and keeps a fresh one and a named one', async () => {
    const orphan = await store('resume', 'a1b2c3d4-0000-4000-8000-000000000001.pdf', 2 * DAY_MS);
    const fresh = await store('resume', 'a1b2c3d4-0000-4000-8000-000000000002.pdf', 60_000);
    expect((await sendApplication(t.app)).statusCode).toBe(201);
    const { resume_file: named } = await t.app.db
      .selectFrom('leads')
      .select('resume_file')
      .executeTakeFirstOrThrow();
    age(t.app.resumeStore.locate(named!), 2 * DAY_MS);

    const outcome = await runSweep();
    expect(outcome).toEqual({
      acted: true,
      resumes: ['a1b2c3d4-0000-4000-8000-000000000001.pdf'],
      media: [],
    });
    expect(fs.existsSync(orphan)).toBe(false);
    expect(fs.existsSync(fresh)).toBe(true);
    expect(fs.existsSync(t.app.resumeStore.locate(named!))).toBe(true);
  });

  it('removes old media nothing names, and keeps what the library or a post names', async () => {
    const orphan = await store('media', 'b1b2c3d4-0000-4000-8000-000000000001.png', 2 * DAY_MS);
    const inPost = await store('media', 'b1b2c3d4-0000-4000-8000-000000000002.png', 2 * DAY_MS);
    await createPost(t, t.admin, {
      title: 'Uses a file the library lost',
      content: `<p><img src="${t.config.mediaBaseUrl}/b1b2c3d4-0000-4000-8000-000000000002.png" alt="x"></p>`,
    });
    const upload = await uploadMedia(t.app, t.admin, {
      data: FILES.png,
      filename: 'logo.png',
      contentType: 'image/png',
    });
    const listed = t.app.mediaStore.locate(upload.json<{ url: string }>().url.split('/').pop()!);
    age(listed, 2 * DAY_MS);

    // A share card is drawn by the api, named by what it shows: no row names it.
    const card = await store('media', 'card-0123456789abcdef01234567.png', 2 * DAY_MS);

    const outcome = await runSweep();
    expect(outcome.media).toEqual(['b1b2c3d4-0000-4000-8000-000000000001.png']);
    expect(fs.existsSync(card)).toBe(true);
    expect(fs.existsSync(orphan)).toBe(false);
    expect(fs.existsSync(inPost)).toBe(true);
    expect(fs.existsSync(listed)).toBe(true);
  });

  it('acts once a period: a second run at once leaves the files for the next day', async () => {
    await runSweep();
    const orphan = await store('resume', 'a1b2c3d4-0000-4000-8000-000000000003.pdf', 2 * DAY_MS);
    expect(await t.app.orphanFiles.runOnce()).toEqual({ acted: false, resumes: [], media: [] });
    expect(fs.existsSync(orphan)).toBe(true);
  });
});

describe('an erased résumé whose file could not be removed', () => {
  it('is removed by the next sweep', async () => {
    expect((await sendApplication(t.app, { email: 'gone@example.com' })).statusCode).toBe(201);
    const { resume_file: file } = await t.app.db
      .selectFrom('leads')
      .select('resume_file')
      .executeTakeFirstOrThrow();
    const remove = jest
      .spyOn(t.app.resumeStore, 'remove')
      .mockRejectedValueOnce(new Error('the store is down'));
    const erase = await call(t.app, 'POST', `/api/v1/people/${TENANT}/erase`, {
      token: t.admin,
      body: { email: 'gone@example.com' },
    });
    expect(erase.statusCode).toBe(200);
    expect(remove).toHaveBeenCalledWith(file);
    remove.mockRestore();
    const path = t.app.resumeStore.locate(file!);
    expect(fs.existsSync(path)).toBe(true);
    age(path, 2 * DAY_MS);
    expect((await runSweep()).resumes).toEqual([file]);
    expect(fs.existsSync(path)).toBe(false);
  });
});
