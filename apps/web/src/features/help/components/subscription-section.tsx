import { Card, Stack, Text, Title } from '@mantine/core';
import {
  IconBuildingBank,
  IconCalendarTime,
  IconCreditCard,
  IconFileInvoice,
  IconHourglassEmpty,
  IconUsers,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { HelpTopics } from './help-topics';

/** Yardım › Abonelik: the trial, plans and seats, paying by transfer or card, expiry, invoices. */
export function SubscriptionSection() {
  const { t } = useTranslation();
  const topics = [
    { key: 'trial', icon: <IconHourglassEmpty size={18} />, title: t('help.subTrialTitle'), text: t('help.subTrial') },
    { key: 'plans', icon: <IconUsers size={18} />, title: t('help.subPlansTitle'), text: t('help.subPlans') },
    { key: 'bank', icon: <IconBuildingBank size={18} />, title: t('help.subBankTitle'), text: t('help.subBank') },
    { key: 'card', icon: <IconCreditCard size={18} />, title: t('help.subCardTitle'), text: t('help.subCard') },
    {
      key: 'expired',
      icon: <IconCalendarTime size={18} />,
      title: t('help.subExpiredTitle'),
      text: t('help.subExpired'),
    },
    {
      key: 'invoice',
      icon: <IconFileInvoice size={18} />,
      title: t('help.subInvoiceTitle'),
      text: t('help.subInvoice'),
    },
  ];
  return (
    <Stack gap="sm" data-testid="help-subscription">
      <Title order={3} fz="lg">
        {t('help.subscriptionTitle')}
      </Title>
      <Card p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="lg">
          <Text size="sm">{t('help.subscriptionIntro')}</Text>
          <HelpTopics topics={topics} testId="help-subscription-topics" />
        </Stack>
      </Card>
    </Stack>
  );
}
