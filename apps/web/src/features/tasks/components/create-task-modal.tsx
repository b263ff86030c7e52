import { Button, Group, Input, SegmentedControl, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { priorities, taskLimits, type Priority, type UserPublic } from '@vazife/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert';
import { notifySuccess } from '../../../lib/notify';
import { failureMessage } from '../../../lib/payment-required';
import { useAssignableEmployees } from '../api/assignable-employees';
import { useCreateTask } from '../api/create-task';
import {
  assigneesFor,
  createTaskValidation,
  deadlineToIso,
  emptyCreateTask,
  type CreateTaskFormValues,
} from './create-task-validation';
import { DeadlineField } from './deadline-field';
import { FileDrop } from './file-drop';
import { NoAssigneesHint } from './no-assignees-hint';
import { taskImageRule } from './file-rules';
import { phoneSafeFloating } from './phone-safe-floating';
import { PickedFileRow } from './picked-file-row';
import { TaskModal } from './task-modal';

function isPriority(value: string): value is Priority {
  return (priorities as readonly string[]).includes(value);
}

/** "Yeni Görev": title, description, assignee among the roles the user may assign, priority, deadline, image. */
export function CreateTaskModal({ user, opened, onClose }: { user: UserPublic; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const employees = useAssignableEmployees(opened);
  const mutation = useCreateTask();
  const [imageErrors, setImageErrors] = useState<string[]>([]);
  const form = useForm<CreateTaskFormValues>({ initialValues: emptyCreateTask, validate: createTaskValidation(t) });
  const assignees = assigneesFor(employees.data ?? [], user.role);
  const image = form.values.image[0];
  const nobodyToAssign = employees.isSuccess && assignees.length === 0;
  const needsAssignee = !form.values.assigned_to;

  const close = () => {
    if (mutation.isPending) return;
    form.reset();
    mutation.reset();
    setImageErrors([]);
    onClose();
  };

  const onSubmit = form.onSubmit((values) => {
    if (!values.assigned_to) return;
    mutation.mutate(
      {
        title: values.title,
        description: values.description,
        assigned_to: values.assigned_to,
        priority: values.priority,
        deadline: deadlineToIso(values.deadline),
        task_image: values.image[0]?.file ?? null,
      },
      {
        onSuccess: () => {
          notifySuccess(t('tasks.create.success'));
          form.reset();
          setImageErrors([]);
          onClose();
        },
      },
    );
  });

  return (
    <TaskModal opened={opened} onClose={close} title={t('tasks.create.title')} testId="create-task-dialog">
      <form onSubmit={onSubmit} noValidate data-testid="create-task-form">
        <Stack gap="md">
          <ErrorAlert message={failureMessage(mutation.error, t('tasks.create.failed'))} testId="create-task-error" />
          <TextInput
            label={t('tasks.create.titleLabel')}
            placeholder={t('tasks.create.titlePlaceholder')}
            required
            maxLength={taskLimits.titleMax}
            data-testid="task-title"
            {...form.getInputProps('title')}
          />
          <Textarea
            label={t('tasks.create.description')}
            placeholder={t('tasks.create.descriptionPlaceholder')}
            required
            autosize
            minRows={3}
            maxRows={8}
            maxLength={taskLimits.descriptionMax}
            data-testid="task-description"
            {...form.getInputProps('description')}
          />
          {nobodyToAssign && <NoAssigneesHint role={user.role} onNavigate={close} />}
          <Select
            label={t('tasks.create.assignee')}
            placeholder={employees.isPending ? t('common.loading') : t('tasks.create.assigneePlaceholder')}
            required
            searchable
            nothingFoundMessage={t('tasks.create.noAssignees')}
            data={assignees.map((employee) => ({
              value: employee.id,
              label: `${employee.name} · ${t(`roles.${employee.role}`)}`,
            }))}
            comboboxProps={phoneSafeFloating}
            data-testid="task-assignee"
            {...form.getInputProps('assigned_to')}
          />
          <Input.Wrapper label={t('tasks.create.priority')}>
            <SegmentedControl
              mt={6}
              fullWidth
              data={priorities.map((value) => ({ value, label: t(`tasks.priority.${value}`) }))}
              value={form.values.priority}
              onChange={(value) => isPriority(value) && form.setFieldValue('priority', value)}
              data-testid="task-priority"
            />
          </Input.Wrapper>
          <DeadlineField data-testid="task-deadline" {...form.getInputProps('deadline')} />
          <FileDrop
            label={t('tasks.create.image')}
            hint={t('tasks.create.imageHint')}
            rule={taskImageRule}
            files={form.values.image}
            errors={imageErrors}
            onChange={(files, errors) => {
              form.setFieldValue('image', files);
              setImageErrors(errors);
            }}
            disabled={mutation.isPending}
            inputTestId="task-image"
          />
          {image && (
            <PickedFileRow
              key={image.id}
              file={image.file}
              disabled={mutation.isPending}
              onRemove={() => form.setFieldValue('image', [])}
            />
          )}
          {/* The button stays off without an assignee; this line says so instead of leaving it mute. */}
          {needsAssignee && (
            <Text size="sm" c="dimmed" ta="right" id="task-create-why" data-testid="task-create-why">
              {t('tasks.create.submitNeedsAssignee')}
            </Text>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={mutation.isPending}>
              {t('common.cancel')}
            </Button>
            <Button
              type="submit"
              disabled={needsAssignee}
              aria-describedby={needsAssignee ? 'task-create-why' : undefined}
              loading={mutation.isPending}
              data-testid="task-create-submit"
            >
              {t('tasks.create.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </TaskModal>
  );
}
