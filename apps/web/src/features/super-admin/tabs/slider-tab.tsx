import {
  ActionIcon,
  Badge,
  Button,
  Card,
  Group,
  Image,
  SimpleGrid,
  Skeleton,
  Stack,
  Switch,
  Text,
} from '@mantine/core';
import type { AdminSlide } from '@vazife/contract';
import { IconEdit, IconTrash, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../../components/confirm-modal';
import { ErrorAlert } from '../../../components/error-alert';
import { errorMessage } from '../../../lib/api-error';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useSlideAction, useSlides } from '../api/slider';
import { SlideFormModal } from '../components/slide-form-modal';

/** Giriş slaytları: the pictures of the sign-in page, in their order, each with a preview. */
export function SliderTab() {
  const { t } = useTranslation();
  const slides = useSlides();
  const toggleAction = useSlideAction();
  const removeAction = useSlideAction();
  const [editing, setEditing] = useState<AdminSlide | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdminSlide | null>(null);
  const list = [...(slides.data ?? [])].sort((a, b) => a.order - b.order);
  const nextOrder = list.length ? Math.max(...list.map((s) => s.order)) + 1 : 0;
  const titleOf = (slide: AdminSlide) => slide.title || t('console.slider.untitled');

  const toggle = (slide: AdminSlide, active: boolean) =>
    toggleAction.mutate(
      { kind: 'update', id: slide.id, body: { active } },
      { onError: (error) => notifyError(errorMessage(error, t('console.common.statusFailed'))) },
    );
  const confirmDelete = () => {
    if (!deleting) return;
    removeAction.mutate(
      { kind: 'delete', id: deleting.id },
      {
        onSuccess: () => notifySuccess(t('console.slider.deletedDone')),
        onError: (error) => notifyError(errorMessage(error, t('console.common.deleteFailed'))),
        onSettled: () => setDeleting(null),
      },
    );
  };

  return (
    <Stack gap="md">
      <Group justify="flex-end">
        <Button leftSection={<IconUpload size={16} />} onClick={() => setEditing('new')} data-testid="slide-add">
          {t('console.slider.add')}
        </Button>
      </Group>
      <ErrorAlert message={slides.isError ? errorMessage(slides.error, t('console.slider.loadFailed')) : null} />
      {slides.isPending && <Skeleton h={200} />}
      {slides.data?.length === 0 && (
        <Text c="dimmed" size="sm">
          {t('console.slider.empty')}
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {list.map((slide) => (
          <Card key={slide.id} p="sm" data-testid={`slide-${slide.id}`}>
            <Card.Section>
              <Image
                src={slide.url}
                alt={t('console.slider.preview', { title: titleOf(slide) })}
                h={160}
                fit="cover"
                style={{ opacity: slide.active ? 1 : 0.55 }}
              />
            </Card.Section>
            <Stack gap={6} mt="sm">
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <Text fw={600} lineClamp={2}>
                  {titleOf(slide)}
                </Text>
                <Badge variant="light" color="gray">
                  #{slide.order}
                </Badge>
              </Group>
              {slide.description && (
                <Text size="sm" c="dimmed" lineClamp={3}>
                  {slide.description}
                </Text>
              )}
              <Group justify="space-between">
                <Switch
                  label={slide.active ? t('console.common.active') : t('console.common.passive')}
                  checked={slide.active}
                  onChange={(event) => toggle(slide, event.currentTarget.checked)}
                  data-testid={`slide-${slide.id}-active`}
                />
                <Group gap={4}>
                  <ActionIcon
                    variant="subtle"
                    size="lg"
                    aria-label={`${t('console.common.edit')}: ${titleOf(slide)}`}
                    onClick={() => setEditing(slide)}
                    data-testid={`slide-${slide.id}-edit`}
                  >
                    <IconEdit size={18} />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    size="lg"
                    aria-label={`${t('console.common.delete')}: ${titleOf(slide)}`}
                    onClick={() => setDeleting(slide)}
                    data-testid={`slide-${slide.id}-delete`}
                  >
                    <IconTrash size={18} />
                  </ActionIcon>
                </Group>
              </Group>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
      {editing && (
        <SlideFormModal
          key={editing === 'new' ? 'new' : editing.id}
          slide={editing === 'new' ? null : editing}
          nextOrder={nextOrder}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmModal
        opened={deleting !== null}
        title={t('console.slider.deleteTitle')}
        confirmLabel={t('console.common.delete')}
        color="red"
        loading={removeAction.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      >
        {t('console.slider.deleteText', { title: deleting ? titleOf(deleting) : '' })}
      </ConfirmModal>
    </Stack>
  );
}
