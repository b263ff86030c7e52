import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { Role } from '@vazife/contract';
import { useTranslation } from 'react-i18next';
import { RoleBadge } from '../../../components/role-badge';

const roleTexts: Record<Role, 'roleIsveren' | 'roleMudur' | 'roleSef' | 'roleIsci'> = {
  isveren: 'roleIsveren',
  mudur: 'roleMudur',
  sef: 'roleSef',
  isci: 'roleIsci',
};

export function RolesSection() {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <Title order={3} fz="lg">
        {t('help.rolesTitle')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {(Object.keys(roleTexts) as Role[]).map((role) => (
          <Card key={role} p="md" data-testid={`help-role-${role}`}>
            <Stack gap="xs">
              <RoleBadge role={role} size="lg" w="fit-content" />
              <Text size="sm">{t(`help.${roleTexts[role]}`)}</Text>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
