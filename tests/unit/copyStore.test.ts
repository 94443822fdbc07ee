import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { clearCopies, loadCopies, saveCopy } from '../../src/offline/copyStore';

/** Saves land one after another: once a later one is stored, every earlier save and clear has happened. */
async function settled() {
  saveCopy('999', 'sentinel', Math.random());
  await expect.poll(async () => Object.keys(await loadCopies('999'))).toEqual(['sentinel']);
}

describe('offline copy store', () => {
  it('keeps each employee’s copies under their own NUP, each screen under its key', async () => {
    saveCopy('111', 'mobile-v2/pengumuman', ['a']);
    saveCopy('222', 'mobile-v2/pengumuman', ['b']);
    saveCopy('111', 'mobile-v2/pegawai-data', { name: 'A' });
    await settled();
    const [first, second] = await Promise.all([loadCopies('111'), loadCopies('222')]);
    expect(Object.keys(first).sort()).toEqual(['mobile-v2/pegawai-data', 'mobile-v2/pengumuman']);
    expect(second['mobile-v2/pengumuman']?.data).toEqual(['b']);
    await clearCopies();
  });

  it('a save still under way when the employee signs out does not land after the clear', async () => {
    saveCopy('111', 'mobile-v2/absent-information', { name: 'Andi Saputra' });
    void clearCopies();
    await settled();
    expect(await loadCopies('111')).toEqual({});
  });
});
