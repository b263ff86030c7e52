import { Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { messagingModes, messagingRoles, roles, type MessagingMode, type Role } from '@vazife/contract';
import { useTranslation } from 'react-i18next';
import { RoleBadge } from '../../../components/role-badge';

const modeTexts: Record<
  MessagingMode,
  { title: 'modeHiyerarsik' | 'modeAcik'; text: 'modeHiyerarsikText' | 'modeAcikText' }
> = {
  hiyerarsik: { title: 'modeHiyerarsik', text: 'modeHiyerarsikText' },
  acik: { title: 'modeAcik', text: 'modeAcikText' },
};

/**
 * Who writes to whom under each company rule. The rows come from the contract's own table
 * (`messagingRoles`), the one the server enforces, so the page cannot drift from the rule.
 */
function ModeCard({ mode }: { mode: MessagingMode }) {
  const { t, i18n } = useTranslation();
  const list = new Intl.ListFormat(i18n.language, { type: 'conjunction' });
  const others = (role: Role) => {
    const allowed = messagingRoles(mode, role);
    if (roles.every((r) => allowed.includes(r))) return t('help.rulesEveryone');
    return list.format(allowed.map((r) => t(`roles.${r}`)));
  };
  return (
    <Card p="md" data-testid={`help-mode-${mode}`}>
      <Stack gap="sm">
        <Title order={4} fz="md">
          {t(`help.${modeTexts[mode].title}`)}
        </Title>
        <Text size="sm">{t(`help.${modeTexts[mode].text}`)}</Text>
        <Stack gap={6} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {roles.map((role) => (
            <Group key={role} component="li" gap="xs" wrap="nowrap" align="flex-start">
              <RoleBadge role={role} miw={72} />
              <Text size="sm" data-testid={`help-mode-${mode}-${role}`}>
                {others(role)}
              </Text>
            </Group>
          ))}
        </Stack>
      </Stack>
    </Card>
  );
}

export function MessagingRules() {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" data-testid="help-messaging-rules">
      <Title order={4} fz="md">
        {t('help.rulesTitle')}
      </Title>
      <Text size="sm">{t('help.rulesIntro')}</Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {messagingModes.map((mode) => (
          <ModeCard key={mode} mode={mode} />
        ))}
      </SimpleGrid>
      <Text size="sm">{t('help.rulesAlways')}</Text>
    </Stack>
  );
}
