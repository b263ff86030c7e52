import type { Group } from '@vazife/contract';

/** A group's own fields: what its list row, its answer and its live events all begin with. */
export type GroupHead = Pick<Group, 'id' | 'name' | 'description' | 'created_by' | 'creator_name' | 'created_at'>;

export function groupHead(group: GroupHead): GroupHead {
  const { id, name, description, created_by, creator_name, created_at } = group;
  return { id, name, description, created_by, creator_name, created_at };
}
