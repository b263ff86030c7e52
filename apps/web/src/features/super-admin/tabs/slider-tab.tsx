import { Badge, Card, Group, Image, Stack, Switch, Text } from '@mantine/core';
import type { AdminSlide } from '@vazife/contract';
import { IconUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSlideAction, useSlides } from '../api/slider';
import { ConsoleList } from '../components/console-list';
import { useConsoleRecords } from '../components/console-records';
import { SlideFormModal } from '../components/slide-form-modal';

/** Giriş slaytları: the pictures of the sign-in page, in their order, each with a preview. */
export function SliderTab() {
  const { t } = useTranslation();
  const slides = useSlides();
  const toggleAction = useSlideAction();
  const removeAction = useSlideAction();
  const list = slides.data && [...slides.data].sort((a, b) => a.order - b.order);
  const nextOrder = list?.length ? Math.max(...list.map((s) => s.order)) + 1 : 0;
  const titleOf = (slide: AdminSlide) => slide.title || t('console.slider.untitled');
  const records = useConsoleRecords<AdminSlide>({
    testId: 'slide',
    nameOf: titleOf,
    addLabel: t('console.slider.add'),
    addIcon: <IconUpload size={16} />,
    form: (slide, close) => <SlideFormModal slide={slide} nextOrder={nextOrder} onClose={close} />,
    deletion: {
      title: t('console.slider.deleteTitle'),
      text: (slide) => t('console.slider.deleteText', { title: titleOf(slide) }),
      done: t('console.slider.deletedDone'),
      pending: removeAction.isPending,
      remove: (slide, callbacks) => removeAction.mutate({ kind: 'delete', id: slide.id }, callbacks),
    },
  });

  const toggle = (slide: AdminSlide, active: boolean) =>
    toggleAction.mutate({ kind: 'update', id: slide.id, body: { active } }, { onError: records.statusFailed });

  const card = (slide: AdminSlide) => (
    <>
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
          {records.buttons(slide)}
        </Group>
      </Stack>
    </>
  );

  return (
    <Stack gap="md">
      {records.addButton}
      <ConsoleList
        items={list}
        query={slides}
        loadFailed={t('console.slider.loadFailed')}
        loadingHeight={200}
        empty={t('console.slider.empty')}
        testIdOf={(slide) => `slide-${slide.id}`}
        card={card}
      />
      {records.dialogs}
    </Stack>
  );
}
