import type { TaskStatus } from '@vazife/contract';

/** Turkish names of the statuses, for server messages (the web has its own catalogue). */
export const statusLabels: Record<TaskStatus, string> = {
  atanmis: 'Atandı',
  baslatildi: 'Başlatıldı',
  tamamlandi: 'Tamamlandı',
  onaylandi: 'Onaylandı',
  revize_gerekli: 'Revize Gerekli',
};
