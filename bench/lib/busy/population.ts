import { messagingRoles, type Role } from '@vazife/contract';
import { random } from '../prng.js';
import type { Person, Screen } from './client-model.js';

/**
 * Who is where during the busy hour. 300 signed-in people of one company: the employer and 299
 * staff (30 managers, 90 supervisors, 179 workers, `seedCompanies`' mix). Five groups of 40: the
 * employer (who creates them) and 39 staff each; 104 staff are in none. One in five has a chat
 * open, the rest sit on the dashboard:
 *
 * - 40 with a direct chat open: 15 pairs who are writing to each other (each has the other's chat
 *   open) and 10 people writing to someone who is on the dashboard;
 * - 20 with their group's chat open, 4 in each group;
 * - 240 on the dashboard, the employer among them.
 *
 * Direct messages (70 %) come from one of the 40 to the person whose chat they have open; group
 * messages (30 %) from one of the 20 to their group. The hour's task change (one a second) is a
 * supervisor on the dashboard giving a worker a task.
 *
 * With announcements in the hour (`busy-hour.ts --announcements`), `announcementReaders` workers
 * of the dashboard's have the Duyurular page open instead.
 */
export const shape = {
  staff: 299,
  groups: 5,
  groupStaff: 39,
  directPairs: 15,
  directOneSided: 10,
  groupChatOpenPerGroup: 4,
  directShare: 0.7,
} as const;

/** May these two write to each other under the company's rule (`acik`, the seeded companies')? */
export const talks = (a: Role, b: Role) =>
  messagingRoles('acik', a).includes(b) && messagingRoles('acik', b).includes(a);

export interface PlannedGroup {
  name: string;
  memberIds: string[];
}

export interface Population {
  people: (Person & { screen: Screen })[];
  groups: PlannedGroup[];
  /** Index in `people` of those who send direct messages, and of those who write to groups. */
  directSenders: number[];
  groupSenders: number[];
  /** Supervisors on the dashboard (they create tasks) and the workers they assign to. */
  taskCreators: number[];
  taskAssignees: string[];
}

/**
 * Places `people` (the employer first, then the staff in a fixed order) on their screens. Group
 * ids are not known yet: group chats name the group by its index in `groups` until `withGroupIds`.
 */
export function planPopulation(people: { id: string; role: Role }[], seed = 7, announcementReaders = 0): Population {
  const next = random(seed);
  const [employer, ...staff] = people;
  if (!employer || employer.role !== 'isveren' || staff.length !== shape.staff)
    throw new Error(`the plan needs the employer and ${shape.staff} staff`);
  const screens = new Map<string, Screen>(people.map((p) => [p.id, { kind: 'dashboard' }]));
  const groups: PlannedGroup[] = [];
  const groupSenders: string[] = [];
  for (let g = 0; g < shape.groups; g++) {
    const members = staff.slice(g * shape.groupStaff, (g + 1) * shape.groupStaff);
    groups.push({ name: `Ekip ${g + 1}`, memberIds: [employer.id, ...members.map((m) => m.id)] });
    for (const member of members.slice(0, shape.groupChatOpenPerGroup)) {
      screens.set(member.id, { kind: 'chat', target: { kind: 'group', id: String(g) } });
      groupSenders.push(member.id);
    }
  }
  // Direct chats among everyone not already on a group chat, spread over the company.
  const free = staff.filter((s) => screens.get(s.id)!.kind === 'dashboard');
  const shuffled = [...free];
  for (let i = shuffled.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [shuffled[i], shuffled[j]] = [shuffled[j]!, shuffled[i]!];
  }
  const directSenders: string[] = [];
  // The next free person; with `partnerOf`, one the company's rule (Açık) lets them write to.
  const take = (partnerOf?: { role: Role }) => {
    const i = shuffled.findIndex((p) => !partnerOf || talks(partnerOf.role, p.role));
    if (i < 0) throw new Error('nobody left to place');
    return shuffled.splice(i, 1)[0]!;
  };
  for (let p = 0; p < shape.directPairs; p++) {
    const a = take();
    const b = take(a);
    screens.set(a.id, { kind: 'chat', target: { kind: 'user', id: b.id } });
    screens.set(b.id, { kind: 'chat', target: { kind: 'user', id: a.id } });
    directSenders.push(a.id, b.id);
  }
  for (let p = 0; p < shape.directOneSided; p++) {
    const a = take();
    const b = take(a); // stays on the dashboard
    screens.set(a.id, { kind: 'chat', target: { kind: 'user', id: b.id } });
    directSenders.push(a.id);
  }
  // With announcements in the hour: workers left on the dashboard read the Duyurular page instead.
  for (const reader of shuffled.filter((p) => p.role === 'isci').slice(0, announcementReaders))
    screens.set(reader.id, { kind: 'announcements' });
  const placed = people.map((p) => ({ ...p, screen: screens.get(p.id)! }));
  const indexOf = new Map(placed.map((p, i) => [p.id, i]));
  const onDashboard = (id: string) => screens.get(id)!.kind === 'dashboard';
  return {
    people: placed,
    groups,
    directSenders: directSenders.map((id) => indexOf.get(id)!),
    groupSenders: groupSenders.map((id) => indexOf.get(id)!),
    taskCreators: placed.flatMap((p, i) => (p.role === 'sef' && onDashboard(p.id) ? [i] : [])),
    taskAssignees: placed.filter((p) => p.role === 'isci').map((p) => p.id),
  };
}

/** The plan with the created groups' ids in the group chats' targets. */
export function withGroupIds(population: Population, groupIds: string[]): Population {
  return {
    ...population,
    people: population.people.map((p) =>
      p.screen.kind === 'chat' && p.screen.target.kind === 'group'
        ? { ...p, screen: { kind: 'chat', target: { kind: 'group', id: groupIds[Number(p.screen.target.id)]! } } }
        : p,
    ),
  };
}

/** How many are where, for the report. */
export function screenCounts(population: Population) {
  const counts = { dashboard: 0, directChat: 0, groupChat: 0, announcements: 0 };
  for (const p of population.people) {
    if (p.screen.kind === 'dashboard') counts.dashboard += 1;
    else if (p.screen.kind === 'announcements') counts.announcements += 1;
    else if (p.screen.target.kind === 'user') counts.directChat += 1;
    else counts.groupChat += 1;
  }
  return counts;
}
