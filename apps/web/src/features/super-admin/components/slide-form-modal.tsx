import { Button, FileInput, Group, Image, Modal, NumberInput, Stack, Switch, TextInput, Textarea } from '@mantine/core';
import { operatorLimits, type AdminSlide } from '@vazife/contract';
import { IconPhoto } from '@tabler/icons-react';
import { useState, type ComponentProps, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert';
import { errorMessage } from '../../../lib/api-error';
import { notifySuccess } from '../../../lib/notify';
import { useSlideAction } from '../api/slider';
import { useObjectUrl } from './use-object-url';

const slideTypes = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'];
const slideAccept = 'image/jpeg,image/png,image/webp,image/gif,.jpg,.jpeg,.png,.webp,.gif';

export function isSlideImage(file: File): boolean {
  return slideTypes.includes(file.type) || /\.(jpe?g|png|webp|gif)$/i.test(file.name);
}

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
  const [file, setFile] = useState<File | null>(null);
  const [title, setTitle] = useState(slide?.title ?? '');
  const [description, setDescription] = useState(slide?.description ?? '');
  const [order, setOrder] = useState<number | string>(slide?.order ?? nextOrder);
  const [active, setActive] = useState(slide?.active ?? true);
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const [orderProblem, setOrderProblem] = useState<string | null>(null);
  const preview = useObjectUrl(file);

  const pick = (picked: File | null) => {
    if (picked && !isSlideImage(picked)) {
      setFile(null);
      setFileProblem(t('console.slider.imageType'));
      return;
    }
    setFileProblem(null);
    setFile(picked);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const orderNumber = typeof order === 'number' ? order : Number(order);
    const badOrder = order === '' || !Number.isInteger(orderNumber) || orderNumber < 0;
    const missingFile = !slide && !file;
    setOrderProblem(badOrder ? t('console.slider.orderMin') : null);
    if (missingFile) setFileProblem(t('console.slider.imageRequired'));
    if (badOrder || missingFile) return;
    const fields = { title: title.trim(), description: description.trim(), order: orderNumber };
    const done = (message: string) => () => {
      notifySuccess(message);
      onClose();
    };
    if (slide) {
      action.mutate(
        { kind: 'update', id: slide.id, body: { ...fields, active } },
        { onSuccess: done(t('console.slider.updated')) },
      );
    } else if (file) {
      action.mutate({ kind: 'upload', file, fields }, { onSuccess: done(t('console.slider.uploaded')) });
    }
  };

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
              accept={slideAccept}
              required
              clearable
              value={file}
              onChange={pick}
              error={fileProblem}
              fileInputProps={{ 'data-testid': 'slide-file-input' } as ComponentProps<'input'>}
            />
          )}
          {shown && (
            <Image
              src={shown}
              alt={t('console.slider.preview', { title: title || t('console.slider.untitled') })}
              radius="md"
              mah={200}
              fit="contain"
            />
          )}
          <TextInput
            label={t('console.slider.title')}
            maxLength={operatorLimits.slideTitleMax}
            value={title}
            onChange={(event) => setTitle(event.currentTarget.value)}
            data-testid="slide-title"
          />
          <Textarea
            label={t('console.slider.description')}
            autosize
            minRows={2}
            maxLength={operatorLimits.slideDescriptionMax}
            value={description}
            onChange={(event) => setDescription(event.currentTarget.value)}
          />
          <NumberInput
            label={t('console.slider.order')}
            min={0}
            max={operatorLimits.slideOrderMax}
            allowDecimal={false}
            value={order}
            onChange={(value) => {
              setOrder(value);
              setOrderProblem(null);
            }}
            error={orderProblem}
            data-testid="slide-order"
          />
          {slide && (
            <Switch
              label={t('console.slider.active')}
              checked={active}
              onChange={(event) => setActive(event.currentTarget.checked)}
            />
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
