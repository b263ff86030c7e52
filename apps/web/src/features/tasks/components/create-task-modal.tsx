import '@mantine/dates/styles.css';
import { Button, Group, Input, SegmentedControl, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { DatesProvider, DateTimePicker } from '@mantine/dates';
import { useForm } from '@mantine/form';
import { priorities, taskLimits, type Priority, type UserPublic } from '@vazife/contract';
import { IconCalendar } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert';
import { errorMessage } from '../../../lib/api-error';
import { notifySuccess } from '../../../lib/notify';
import { useAssignableEmployees } from '../api/assignable-employees';
import { useCreateTask } from '../api/create-task';
import {
  assigneesFor,
  createTaskRules,
  deadlineToIso,
  emptyCreateTask,
  type CreateTaskFormValues,
} from './create-task-validation';
import { FileDrop } from './file-drop';
import { taskImageRule } from './file-rules';
import { PickedFileRow } from './picked-file-row';
import { TaskModal } from './task-modal';

function isPriority(value: string): value is Priority {
  return (priorities as readonly string[]).includes(value);
}

/** "Yeni Görev": title, description, assignee among the roles the user may assign, priority, deadline, image. */
export function CreateTaskModal({ user, opened, onClose }: { user: UserPublic; opened: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const employees = useAssignableEmployees(opened);
  const mutation = useCreateTask();
  const [imageErrors, setImageErrors] = useState<string[]>([]);
  const form = useForm<CreateTaskFormValues>({ initialValues: emptyCreateTask, validate: createTaskRules(t) });
  const assignees = assigneesFor(employees.data ?? [], user.role);
  const image = form.values.image[0];

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
          <ErrorAlert
            message={mutation.isError ? errorMessage(mutation.error, t('tasks.create.failed')) : null}
            testId="create-task-error"
          />
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
            comboboxProps={{ withinPortal: true, zIndex: 1000 }}
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
          <DatesProvider settings={{ locale: i18n.language, firstDayOfWeek: 1 }}>
            <DateTimePicker
              label={t('tasks.create.deadline')}
              placeholder={t('tasks.create.deadlinePlaceholder')}
              description={t('tasks.create.deadlineHint')}
              valueFormat="D MMMM YYYY HH:mm"
              leftSection={<IconCalendar size={16} />}
              minDate={new Date()}
              clearable
              popoverProps={{ withinPortal: true, zIndex: 1000 }}
              data-testid="task-deadline"
              {...form.getInputProps('deadline')}
            />
          </DatesProvider>
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
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={mutation.isPending}>
              {t('common.cancel')}
            </Button>
            <Button
              type="submit"
              disabled={!form.values.assigned_to}
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
