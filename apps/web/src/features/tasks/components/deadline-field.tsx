import '@mantine/dates/styles.css';
import { DatesProvider, DateTimePicker, type DateTimePickerProps } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { phoneSafeFloating } from './phone-safe-floating';

/**
 * Mantine's hour and minute fields select their two digits on focus and on click, and read what is
 * typed as if it were appended to them. A click into a field whose digits are already selected (as
 * the hour is right after picking a day) lets Chromium collapse the selection at mouse-up, after the
 * click: the caret lands between the digits, "1" then turns "00" into "010", the hour becomes 10
 * and the "7" goes to the minutes (10:07 for 17). Keeping mouse-up from moving the caret keeps
 * the whole field selected, so typing replaces it.
 */
const keepDigitsSelected = {
  onMouseUp: (event: MouseEvent<HTMLInputElement>) => event.preventDefault(),
};

/** The optional deadline: a day from the calendar, then hour and minute, typed or with the arrows. */
export function DeadlineField(props: Omit<DateTimePickerProps, 'label' | 'placeholder' | 'description'>) {
  const { t, i18n } = useTranslation();
  return (
    <DatesProvider settings={{ locale: i18n.language, firstDayOfWeek: 1 }}>
      <DateTimePicker
        label={t('tasks.create.deadline')}
        placeholder={t('tasks.create.deadlinePlaceholder')}
        description={t('tasks.create.deadlineHint')}
        valueFormat="D MMMM YYYY HH:mm"
        leftSection={<IconCalendar size={16} />}
        minDate={new Date()}
        clearable
        popoverProps={phoneSafeFloating}
        timePickerProps={{
          hoursInputLabel: t('tasks.create.deadlineHours'),
          minutesInputLabel: t('tasks.create.deadlineMinutes'),
          hoursInputProps: keepDigitsSelected,
          minutesInputProps: keepDigitsSelected,
        }}
        {...props}
      />
    </DatesProvider>
  );
}
