import { Button } from '@mantine/core';
import { canManageCompany, type UserPublic } from '@vazife/contract';
import { IconCrown } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { openSubscription } from './overlay-store';

/** The header's Abonelik button, the employer's only (on a phone it sits in the profile menu). */
export function SubscriptionButton({ user }: { user: UserPublic }) {
  const { t } = useTranslation();
  if (!canManageCompany({ role: user.role, approved: user.is_approved })) return null;
  return (
    <Button
      visibleFrom="sm"
      variant="light"
      size="sm"
      leftSection={<IconCrown size={18} />}
      onClick={openSubscription}
      data-testid="subscription-button"
    >
      {t('nav.subscription')}
    </Button>
  );
}
