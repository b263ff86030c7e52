import { Alert } from '@mantine/core';
import { roles, type Role } from '@vazife/contract';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** What /register hands to /login in the router state once the account exists. */
export interface Registered {
  email: string;
  role: Role;
}

export function registeredState(registered: Registered) {
  return { registered };
}

/** The hand-off from the router state, or null (a reload or a typed URL carries none). */
export function readRegistered(state: unknown): Registered | null {
  if (!state || typeof state !== 'object' || !('registered' in state)) return null;
  const value = (state as { registered: unknown }).registered;
  if (!value || typeof value !== 'object') return null;
  const { email, role } = value as Record<string, unknown>;
  if (typeof email !== 'string' || !(roles as readonly unknown[]).includes(role)) return null;
  return { email, role: role as Role };
}

/** "Your account exists; sign in", and what the first sign-in will show for this role. */
export function RegisteredNotice({ registered }: { registered: Registered }) {
  const { t } = useTranslation();
  const next = registered.role === 'isveren' ? t('login.registeredEmployer') : t('login.registeredStaff');
  return (
    <Alert color="green" variant="light" icon={<IconCircleCheck size={18} />} data-testid="registered-notice">
      {t('login.registered', { email: registered.email })} {next}
    </Alert>
  );
}
