import { Button, Stack } from '@mantine/core';
import { canCreateAnnouncement, managesAnnouncement, type Announcement } from '@vazife/contract';
import { IconPlus } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ConfirmModal } from '../../../components/confirm-modal';
import { PageHeader } from '../../../components/page-header';
import { PagedList } from '../../../components/paged-list';
import { WriteArea } from '../../../components/write-area';
import { notifySuccess } from '../../../lib/notify';
import { notifyFailure } from '../../../lib/payment-required';
import { useSession } from '../../../lib/session';
import { withoutParam } from '../../../lib/use-linked-item';
import { fetchAnnouncement } from '../api/announcement-detail';
import { useAnnouncementList } from '../api/announcement-list';
import { useDeleteAnnouncement } from '../api/delete-announcement';
import { useMarkAnnouncementRead } from '../api/mark-read';
import { AnnouncementCard } from '../components/announcement-card';
import { AnnouncementFilters, type FilterState } from '../components/announcement-filters';
import { AnnouncementModal } from '../components/announcement-modal';
import { CreateAnnouncementModal } from '../components/create-announcement-modal';
import { rangeOf } from '../components/date-filter';
import { ReadsModal } from '../components/reads-modal';

const initialFilters: FilterState = { preset: 'all', month: null };

/**
 * Duyurular: the employer and managers publish; everyone reads, each unread one marked until it
 * is opened; the creator and the employer see who read it and delete it. New ones arrive live.
 */
export function AnnouncementsPage() {
  const { t } = useTranslation();
  const user = useSession()?.user;
  const actor = { role: user?.role ?? 'isci', approved: user?.is_approved ?? false, userId: user?.id ?? '' } as const;
  const [state, setState] = useState(initialFilters);
  const filters = useMemo(() => rangeOf(state.preset, state.month), [state.preset, state.month]);
  const list = useAnnouncementList(filters);
  const markRead = useMarkAnnouncementRead();
  const remove = useDeleteAnnouncement();
  const [creating, setCreating] = useState(false);
  const [openId, setOpenId] = useState<string | null>(null);
  const [readsId, setReadsId] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<Announcement | null>(null);
  // One opened from the bell's link, which the loaded pages may not hold (older, or filtered out).
  const [linked, setLinked] = useState<Announcement | null>(null);
  const [searchParams, setSearchParams] = useSearchParams();
  const linkedId = searchParams.get('announcement');
  const announcements = list.data?.pages.flatMap((page) => page.items) ?? [];
  // The opened one as the list shows it now: its count moves live while it is open.
  const opened = announcements.find((a) => a.id === openId) ?? (linked?.id === openId ? linked : null);

  const open = (announcement: Announcement) => {
    setOpenId(announcement.id);
    if (!announcement.is_read) markRead.mutate(announcement.id);
  };
  const { mutate: markReadNow } = markRead;
  useEffect(() => {
    if (!linkedId) return;
    let current = true;
    fetchAnnouncement(linkedId)
      .then((announcement) => {
        if (!current) return;
        setLinked(announcement);
        setOpenId(announcement.id);
        if (!announcement.is_read) markReadNow(announcement.id);
      })
      // Deleted meanwhile: the list is what there is.
      .catch(() => undefined)
      .finally(() => {
        if (current) setSearchParams(withoutParam('announcement'), { replace: true });
      });
    return () => {
      current = false;
    };
  }, [linkedId, markReadNow, setSearchParams]);
  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        notifySuccess(t('announcements.deleted'));
        setDeleting(null);
        setOpenId(null);
      },
      onError: (error) => {
        setDeleting(null);
        notifyFailure(error, t('announcements.deleteFailed'));
      },
    });
  };

  return (
    <Stack gap="lg">
      <PageHeader
        title={t('announcements.title')}
        subtitle={t('announcements.subtitle')}
        actions={
          canCreateAnnouncement(actor) && (
            <WriteArea call="POST /api/announcements/create">
              <Button
                leftSection={<IconPlus size={18} />}
                onClick={() => setCreating(true)}
                data-testid="new-announcement"
              >
                {t('announcements.newAnnouncement')}
              </Button>
            </WriteArea>
          )
        }
      />
      <AnnouncementFilters value={state} onChange={setState} />
      <PagedList
        query={list}
        items={announcements}
        renderItem={(announcement) => (
          <AnnouncementCard key={announcement.id} announcement={announcement} onOpen={() => open(announcement)} />
        )}
        texts={{
          loadFailed: t('announcements.loadFailed'),
          empty: filters.from || filters.to ? t('announcements.emptyFiltered') : t('announcements.empty'),
          loadMore: t('announcements.loadMore'),
        }}
        testId="announcement-list"
      />
      <CreateAnnouncementModal opened={creating} onClose={() => setCreating(false)} />
      <AnnouncementModal
        announcement={opened}
        manages={opened !== null && managesAnnouncement(actor, opened)}
        onClose={() => setOpenId(null)}
        onShowReads={(id) => {
          // One dialog at a time: the readers' list takes the announcement's place.
          setOpenId(null);
          setReadsId(id);
        }}
        onDelete={setDeleting}
      />
      <ReadsModal id={readsId} onClose={() => setReadsId(null)} />
      <ConfirmModal
        opened={deleting !== null}
        title={t('announcements.deleteTitle')}
        confirmLabel={t('announcements.delete')}
        color="red"
        loading={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      >
        {t('announcements.deleteConfirm', { title: deleting?.title ?? '' })}
      </ConfirmModal>
    </Stack>
  );
}
