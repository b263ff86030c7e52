import { Button } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLogout } from '../../../lib/use-logout';

export function LogoutButton({ variant = 'subtle' }: { variant?: 'subtle' | 'default' }) {
  const { t } = useTranslation();
  const logout = useLogout();
  return (
    <Button
      variant={variant}
      color="gray"
      leftSection={<IconLogout size={16} />}
      onClick={() => void logout()}
      data-testid="logout-button"
    >
      {t('common.logout')}
    </Button>
  );
}
