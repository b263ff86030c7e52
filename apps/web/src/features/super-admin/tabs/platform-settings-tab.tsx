import {
  Button,
  Card,
  ColorInput,
  FileInput,
  Group,
  Image,
  NumberInput,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { operatorLimits, platformSettingsFields, type OperatorPlatformSettings } from '@vazife/contract';
import { IconPhoto } from '@tabler/icons-react';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert';
import { errorMessage } from '../../../lib/api-error';
import { contractValidation } from '../../../lib/contract-form';
import { pickerAccept } from '../../../lib/file-check';
import { notifySuccess } from '../../../lib/notify';
import { usePlatformSettingsForm, useSavePlatformSettings } from '../api/platform-settings';
import { SecuritySection } from '../components/security-section';
import { useFileFields, type FileField } from '../components/use-file-fields';
import { useObjectUrl } from '../components/use-object-url';

/** Platform ayarları: the name, colours, support contact, logo and favicon; then the operator's security. */
export function PlatformSettingsTab() {
  const { t } = useTranslation();
  const settings = usePlatformSettingsForm();
  return (
    <Stack gap="lg">
      <Card p={{ base: 'md', sm: 'lg' }} maw={720}>
        <Stack gap="md">
          <Title order={3} fz="lg">
            {t('console.settings.title')}
          </Title>
          <ErrorAlert
            message={settings.isError ? errorMessage(settings.error, t('console.common.loadFailed')) : null}
          />
          {settings.isPending && <Skeleton h={320} />}
          {settings.data && <SettingsForm settings={settings.data} />}
        </Stack>
      </Card>
      <SecuritySection />
    </Stack>
  );
}

interface SettingsValues {
  platform_name: string;
  primary_color: string;
  secondary_color: string;
  support_email: string;
  support_phone: string;
  trial_days: number | string;
  logo: File | null;
  favicon: File | null;
}

const fileFields = {
  logo: { area: 'logo', keys: { type: 'console.settings.logoType', size: 'console.settings.logoSize' } },
  favicon: { area: 'favicon', keys: { type: 'console.settings.faviconType', size: 'console.settings.faviconSize' } },
} satisfies Record<'logo' | 'favicon', FileField>;

/** The text fields as sent: trimmed, and a cleared trial no number, which the contract refuses. */
const toFields = (values: SettingsValues) => ({
  platform_name: values.platform_name.trim(),
  primary_color: values.primary_color.trim(),
  secondary_color: values.secondary_color.trim(),
  support_email: values.support_email.trim(),
  support_phone: values.support_phone.trim(),
  trial_days: values.trial_days === '' ? Number.NaN : Number(values.trial_days),
});

function SettingsForm({ settings }: { settings: OperatorPlatformSettings }) {
  const { t } = useTranslation();
  const save = useSavePlatformSettings();
  const files = useFileFields(fileFields);
  const form = useForm<SettingsValues>({
    initialValues: {
      platform_name: settings.platform_name,
      primary_color: settings.primary_color,
      secondary_color: settings.secondary_color,
      support_email: settings.support_email ?? '',
      support_phone: settings.support_phone ?? '',
      trial_days: settings.trial_days,
      logo: null,
      favicon: null,
    },
    // The contract's checks of the text fields; a picked file the contract's rules refused.
    validate: contractValidation(platformSettingsFields, toFields, () => files.problems),
  });
  const logoPreview = useObjectUrl(form.values.logo);
  const faviconPreview = useObjectUrl(form.values.favicon);

  const submit = form.onSubmit((values) =>
    save.mutate(
      { ...toFields(values), logo: values.logo, favicon: values.favicon },
      {
        onSuccess: () => {
          notifySuccess(t('console.settings.saved'));
          form.setValues({ logo: null, favicon: null });
        },
      },
    ),
  );

  const logo = logoPreview ?? settings.logo_url;
  const favicon = faviconPreview ?? settings.favicon_url;
  return (
    <form onSubmit={submit} noValidate data-testid="platform-settings-form">
      <Stack gap="sm">
        <ErrorAlert
          message={save.isError ? errorMessage(save.error, t('console.settings.saveFailed')) : null}
          testId="platform-settings-error"
        />
        <TextInput
          label={t('console.settings.platformName')}
          required
          maxLength={operatorLimits.platformNameMax}
          data-testid="settings-platform-name"
          {...form.getInputProps('platform_name')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <ColorInput
            label={t('console.settings.primaryColor')}
            format="hex"
            eyeDropperButtonProps={{
              'aria-label': `${t('console.settings.primaryColor')}: ${t('console.settings.pickColor')}`,
            }}
            data-testid="settings-primary-color"
            {...form.getInputProps('primary_color')}
          />
          <ColorInput
            label={t('console.settings.secondaryColor')}
            format="hex"
            eyeDropperButtonProps={{
              'aria-label': `${t('console.settings.secondaryColor')}: ${t('console.settings.pickColor')}`,
            }}
            data-testid="settings-secondary-color"
            {...form.getInputProps('secondary_color')}
          />
          <TextInput
            type="email"
            label={t('console.settings.supportEmail')}
            data-testid="settings-support-email"
            {...form.getInputProps('support_email')}
          />
          <TextInput
            type="tel"
            label={t('console.settings.supportPhone')}
            maxLength={30}
            {...form.getInputProps('support_phone')}
          />
          <NumberInput
            label={t('console.settings.trialDays')}
            description={t('console.settings.trialDaysHint')}
            min={0}
            max={operatorLimits.trialDaysMax}
            allowDecimal={false}
            allowNegative={false}
            suffix={` ${t('console.settings.days')}`}
            data-testid="settings-trial-days"
            {...form.getInputProps('trial_days')}
          />
          <FileInput
            label={t('console.settings.logo')}
            description={t('console.settings.logoHint')}
            placeholder={t('console.settings.filePlaceholder')}
            leftSection={<IconPhoto size={16} />}
            accept={pickerAccept('logo')}
            clearable
            fileInputProps={{ 'data-testid': 'settings-logo-input' } as ComponentProps<'input'>}
            {...form.getInputProps('logo')}
            onChange={files.pick(form, 'logo')}
          />
          <FileInput
            label={t('console.settings.favicon')}
            description={t('console.settings.faviconHint')}
            placeholder={t('console.settings.filePlaceholder')}
            leftSection={<IconPhoto size={16} />}
            accept={pickerAccept('favicon')}
            clearable
            fileInputProps={{ 'data-testid': 'settings-favicon-input' } as ComponentProps<'input'>}
            {...form.getInputProps('favicon')}
            onChange={files.pick(form, 'favicon')}
          />
        </SimpleGrid>
        {(logo || favicon) && (
          <Group gap="lg" align="flex-end">
            {logo && (
              <Stack gap={4}>
                <Image
                  src={logo}
                  h={48}
                  w="auto"
                  fit="contain"
                  alt={t(logoPreview ? 'console.settings.chosen' : 'console.settings.current', {
                    what: t('console.settings.logo'),
                  })}
                />
                <Text size="xs" c="dimmed">
                  {t(logoPreview ? 'console.settings.chosen' : 'console.settings.current', {
                    what: t('console.settings.logo'),
                  })}
                </Text>
              </Stack>
            )}
            {favicon && (
              <Stack gap={4}>
                <Image
                  src={favicon}
                  h={32}
                  w={32}
                  fit="contain"
                  alt={t(faviconPreview ? 'console.settings.chosen' : 'console.settings.current', {
                    what: t('console.settings.favicon'),
                  })}
                />
                <Text size="xs" c="dimmed">
                  {t(faviconPreview ? 'console.settings.chosen' : 'console.settings.current', {
                    what: t('console.settings.favicon'),
                  })}
                </Text>
              </Stack>
            )}
          </Group>
        )}
        <Group>
          <Button type="submit" loading={save.isPending} data-testid="settings-save">
            {t('console.common.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
