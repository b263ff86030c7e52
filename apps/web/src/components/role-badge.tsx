import { Badge, type BadgeProps } from '@mantine/core';
import type { Role } from '@vazife/contract';
import { useTranslation } from 'react-i18next';

const roleColors: Record<Role, string> = { isveren: 'brand', mudur: 'violet', sef: 'teal', isci: 'gray' };

export function RoleBadge({ role, ...props }: { role: Role } & BadgeProps) {
  const { t } = useTranslation();
  return (
    <Badge color={roleColors[role]} variant="light" tt="none" {...props}>
      {t(`roles.${role}`)}
    </Badge>
  );
}
