import { describe, expect, it } from 'vitest';
import { makeTask, person } from '../../../test/task-fixtures';
import { reviewActionsFor, workActionFor } from './task-permissions';

const worker = person('w1', 'isci');
const supervisor = person('s1', 'sef');
const manager = person('m1', 'mudur');
const employer = person('o1', 'isveren');

describe('task actions by role', () => {
  it('lets only the assignee work: Başlat, Tamamla, Yeniden Tamamla', () => {
    expect(workActionFor(makeTask({ status: 'atanmis' }), worker)).toBe('start');
    expect(workActionFor(makeTask({ status: 'baslatildi' }), worker)).toBe('complete');
    expect(workActionFor(makeTask({ status: 'revize_gerekli' }), worker)).toBe('recomplete');
    expect(workActionFor(makeTask({ status: 'tamamlandi' }), worker)).toBeNull();
    expect(workActionFor(makeTask({ status: 'atanmis' }), supervisor)).toBeNull();
  });

  it('lets the assigner, the employer and a manager (for a supervisor’s task) review', () => {
    const done = makeTask({ status: 'tamamlandi' });
    expect(reviewActionsFor(done, supervisor)).toEqual({ approve: true, requestRevision: true, addInfo: true });
    expect(reviewActionsFor(done, employer).approve).toBe(true);
    expect(reviewActionsFor(done, manager).approve).toBe(true);
    expect(reviewActionsFor(done, worker).approve).toBe(false);
  });

  it('keeps a manager off the tasks given to them', () => {
    const toManager = makeTask({
      status: 'tamamlandi',
      assigned_to: 'm1',
      assigned_by: 'o1',
      assigned_by_role: 'isveren',
    });
    expect(reviewActionsFor(toManager, manager)).toEqual({ approve: false, requestRevision: false, addInfo: false });
    expect(reviewActionsFor(toManager, employer).approve).toBe(true);
  });

  it('keeps a manager off a task the employer gave someone else', () => {
    const byEmployer = makeTask({ status: 'tamamlandi', assigned_by: 'o1', assigned_by_role: 'isveren' });
    expect(reviewActionsFor(byEmployer, manager).approve).toBe(false);
  });

  it('allows only additional information on an approved task', () => {
    expect(reviewActionsFor(makeTask({ status: 'onaylandi' }), supervisor)).toEqual({
      approve: false,
      requestRevision: false,
      addInfo: true,
    });
    expect(reviewActionsFor(makeTask({ status: 'baslatildi' }), supervisor).addInfo).toBe(false);
  });
});
