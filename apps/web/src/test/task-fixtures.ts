import type { EvidenceFile, Task, UserPublic } from '@vazife/contract';

export function person(id: string, role: UserPublic['role'], name = `Kişi ${id}`): UserPublic {
  return {
    id,
    name,
    email: `${id}@example.com`,
    phone: null,
    role,
    company_id: 'c1',
    is_approved: true,
    can_create_groups: false,
    pinned_conversations: [],
    created_at: '2026-11-01T10:00:00Z',
  };
}

export function evidence(n: number, mime = 'image/jpeg'): EvidenceFile {
  return {
    id: `e${n}`,
    url: `/api/download/evidence/e${n}?dl=x`,
    thumbnail_url: `/api/download/evidence/e${n}-thumb?dl=x`,
    filename: `kanit-${n}.jpg`,
    mime_type: mime,
    size: 1000,
    uploaded_at: '2026-11-20T10:00:00Z',
  };
}

export function makeTask(overrides: Partial<Task> = {}): Task {
  return {
    id: 't1',
    title: 'A blok raf sayımı',
    description: 'Raflardaki ürünleri sayın.',
    assigned_to: 'w1',
    assigned_to_name: 'Ali Çelik',
    assigned_by: 's1',
    assigned_by_name: 'Zeynep Demir',
    assigned_by_role: 'sef',
    priority: 'orta',
    status: 'atanmis',
    deadline: '2030-01-01T12:00:00Z',
    created_at: '2026-11-20T08:00:00Z',
    started_at: null,
    completed_at: null,
    approved_at: null,
    task_image: null,
    task_image_thumbnail: null,
    evidence_files: [],
    additional_info: null,
    revision_note: null,
    revision_count: 0,
    revision_history: [],
    completion_note: null,
    completions: [],
    is_overdue: false,
    ...overrides,
  };
}
