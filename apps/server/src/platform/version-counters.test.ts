import { describe, expect, it } from 'vitest';
import { VersionCounters, type VersionCounter } from './version-counters.js';

const counter = (name: string): VersionCounter => ({
  name,
  table: 'task_list_versions',
  column: 'version',
  keyedBy: 'company_id',
  fallback: '0',
});

describe('VersionCounters', () => {
  it('hands the actor lookup every counter registered, in order', () => {
    const counters = new VersionCounters();
    counters.register(counter('a'));
    counters.register(counter('b'));
    expect(counters.sealed().map((c) => c.name)).toEqual(['a', 'b']);
  });

  it('refuses a name twice, and any counter once the lookup has read them', () => {
    const counters = new VersionCounters();
    counters.register(counter('a'));
    expect(() => counters.register(counter('a'))).toThrow('registered twice');
    counters.sealed();
    expect(() => counters.register(counter('b'))).toThrow('before the first request');
  });
});
