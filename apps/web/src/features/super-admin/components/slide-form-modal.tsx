import { Button, FileInput, Group, Image, Modal, NumberInput, Stack, Switch, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { errors, operatorLimits, slideUploadFields, updateSlideInput, type AdminSlide } from '@vazife/contract';
import { IconPhoto } from '@tabler/icons-react';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert';
import { errorMessage } from '../../../lib/api-error';
import { contractValidation } from '../../../lib/contract-form';
import { pickerAccept } from '../../../lib/file-check';
import { notifySuccess } from '../../../lib/notify';
import { useSlideAction } from '../api/slider';
import { useFileFields, type FileField } from './use-file-fields';
import { useObjectUrl } from './use-object-url';

interface SlideValues {
  file: File | null;
  title: string;
  description: string;
  order: number | string;
  active: boolean;
}

const fileFields = {
  file: { area: 'slider', keys: { type: 'console.slider.imageType', size: 'console.slider.imageSize' } },
} satisfies Record<'file', FileField>;

/** The texts and order as sent: a new slide's upload fields, or an edit's with its active state. */
const toFields = (values: SlideValues) => ({
  title: values.title.trim(),
  description: values.description.trim(),
  order: values.order,
});

/** A new slide (image required, JPG/PNG/WebP/GIF) or an edit of one's texts, order and state. */
export function SlideFormModal({
  slide,
  nextOrder,
  onClose,
}: {
  slide: AdminSlide | null;
  nextOrder: number;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const action = useSlideAction();
  const files = useFileFields(fileFields);
  // The screen's own checks: a picked file the contract's rules refuse, none picked for a new
  // slide (the server's words), and a cleared order, which the form never sends as "0".
  const screenChecks = (values: SlideValues) => ({
    file: files.problems.file ?? (!slide && !values.file ? errors.slideImageRequired : null),
    order: values.order === '' ? t('console.slider.orderMin') : null,
  });
  const form = useForm<SlideValues>({
    initialValues: {
      file: null,
      title: slide?.title ?? '',
      description: slide?.description ?? '',
      order: slide?.order ?? nextOrder,
      active: slide?.active ?? true,
    },
    validate: slide
      ? contractValidation(
          updateSlideInput,
          (values: SlideValues) => ({ ...toFields(values), active: values.active }),
          screenChecks,
        )
      : contractValidation(slideUploadFields, toFields, screenChecks),
  });
  const preview = useObjectUrl(form.values.file);

  const submit = form.onSubmit((values) => {
    const fields = { ...toFields(values), order: Number(values.order) };
    const done = (message: string) => () => {
      notifySuccess(message);
      onClose();
    };
    if (slide) {
      action.mutate(
        { kind: 'update', id: slide.id, body: { ...fields, active: values.active } },
        { onSuccess: done(t('console.slider.updated')) },
      );
    } else if (values.file) {
      action.mutate({ kind: 'upload', file: values.file, fields }, { onSuccess: done(t('console.slider.uploaded')) });
    }
  });

  const shown = preview ?? slide?.url ?? null;
  return (
    <Modal
      opened
      onClose={() => !action.isPending && onClose()}
      title={slide ? t('console.slider.editTitle') : t('console.slider.uploadTitle')}
      size="lg"
    >
      <form onSubmit={submit} noValidate data-testid="slide-form">
        <Stack gap="sm">
          <ErrorAlert
            message={
              action.isError
                ? errorMessage(
                    action.error,
                    slide ? t('console.common.actionFailed') : t('console.slider.uploadFailed'),
                  )
                : null
            }
            testId="slide-form-error"
          />
          {!slide && (
            <FileInput
              label={t('console.slider.image')}
              description={t('console.slider.imageHint')}
              placeholder={t('console.slider.imagePlaceholder')}
              leftSection={<IconPhoto size={16} />}
              accept={pickerAccept('slider')}
              required
              clearable
              {...form.getInputProps('file')}
              onChange={files.pick(form, 'file')}
              fileInputProps={{ 'data-testid': 'slide-file-input' } as ComponentProps<'input'>}
            />
          )}
          {shown && (
            <Image
              src={shown}
              alt={t('console.slider.preview', { title: form.values.title || t('console.slider.untitled') })}
              radius="md"
              mah={200}
              fit="contain"
            />
          )}
          <TextInput
            label={t('console.slider.title')}
            maxLength={operatorLimits.slideTitleMax}
            {...form.getInputProps('title')}
            data-testid="slide-title"
          />
          <Textarea
            label={t('console.slider.description')}
            autosize
            minRows={2}
            maxLength={operatorLimits.slideDescriptionMax}
            {...form.getInputProps('description')}
          />
          <NumberInput
            label={t('console.slider.order')}
            min={0}
            max={operatorLimits.slideOrderMax}
            allowDecimal={false}
            {...form.getInputProps('order')}
            data-testid="slide-order"
          />
          {slide && (
            <Switch label={t('console.slider.active')} {...form.getInputProps('active', { type: 'checkbox' })} />
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={action.isPending}>
              {t('console.common.cancel')}
            </Button>
            <Button type="submit" loading={action.isPending} data-testid="slide-submit">
              {t('console.common.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
