import { Alert } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Registered } from './registered-state';

/**
 * "Your account exists; sign in", and what the first sign-in will show for this role. Only ever
 * shown right after /register, whose form imports this file, so the sign-in page loads it lazily
 * and a first visit to /login does not download it.
 */
export function RegisteredNotice({ registered }: { registered: Registered }) {
  const { t } = useTranslation();
  const next = registered.role === 'isveren' ? t('login.registeredEmployer') : t('login.registeredStaff');
  return (
    <Alert color="green" variant="light" icon={<IconCircleCheck size={18} />} data-testid="registered-notice">
      {t('login.registered', { email: registered.email })} {next}
    </Alert>
  );
}
