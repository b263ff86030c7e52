import '../../../i18n/two-factor';
import {
  Alert,
  Anchor,
  Badge,
  Box,
  Button,
  Card,
  Center,
  Code,
  CopyButton,
  Divider,
  Group,
  Image,
  Loader,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCheck, IconCopy, IconDownload, IconShieldCheck } from '@tabler/icons-react';
import { twoFactorCodeInput, twoFactorDisableInput, type TwoFactorSetup, type TwoFactorStatus } from '@vazife/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert';
import { PasswordField } from '../../../components/password-field';
import { errorMessage } from '../../../lib/api-error';
import { contractValidation } from '../../../lib/contract-form';
import { formatDate } from '../../../lib/format';
import { notifySuccess } from '../../../lib/notify';
import { useDisableTwoFactor } from '../api/two-factor-disable';
import { useEnableTwoFactor } from '../api/two-factor-enable';
import { useRegenerateRecoveryCodes } from '../api/two-factor-recovery-codes';
import { useTwoFactorSetup } from '../api/two-factor-setup';
import { useTwoFactorStatus } from '../api/two-factor-status';

/** Below this many unused recovery codes, the panel suggests making new ones. */
const fewCodesLeft = 3;

/**
 * The operator's two-factor sign-in, on their own settings: enrol (QR code, first code), the
 * recovery codes shown once, new recovery codes, turning it off. Self-contained and its own chunk:
 * mount it lazily, e.g. `lazy(() => import('./two-factor-panel'))`.
 */
export function TwoFactorPanel() {
  const { t } = useTranslation();
  const status = useTwoFactorStatus();
  // The recovery codes just handed out: shown once, until the operator says they have kept them.
  const [codes, setCodes] = useState<string[] | null>(null);

  return (
    <Card withBorder p={{ base: 'md', sm: 'lg' }} data-testid="two-factor-panel">
      <Stack gap="md">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Group gap="sm" wrap="nowrap">
            <IconShieldCheck size={24} aria-hidden />
            <Title order={2} fz="lg">
              {t('twoFactor.title')}
            </Title>
          </Group>
          {status.data && (
            <Badge
              color={status.data.enabled ? 'green' : 'gray'}
              variant="light"
              style={{ flexShrink: 0 }}
              data-testid="two-factor-badge"
            >
              {status.data.enabled ? t('twoFactor.statusOn') : t('twoFactor.statusOff')}
            </Badge>
          )}
        </Group>
        <Text size="sm" c="dimmed">
          {t('twoFactor.description')}
        </Text>
        {status.isPending ? (
          <Center py="md">
            <Loader size="sm" />
          </Center>
        ) : status.isError ? (
          <ErrorAlert message={errorMessage(status.error, t('twoFactor.loadFailed'))} testId="two-factor-load-error" />
        ) : codes ? (
          <RecoveryCodes codes={codes} onDone={() => setCodes(null)} />
        ) : status.data.enabled ? (
          <EnabledView status={status.data} onCodes={setCodes} />
        ) : (
          <Enrol onCodes={setCodes} />
        )}
      </Stack>
    </Card>
  );
}

export default TwoFactorPanel;

const validateCode = contractValidation(twoFactorCodeInput, (values: { code: string }) => values);

/** A six-digit code's field and its form, checked with the contract's schema. */
function useCodeForm() {
  return useForm({ initialValues: { code: '' }, validate: validateCode });
}

function Enrol({ onCodes }: { onCodes: (codes: string[]) => void }) {
  const { t } = useTranslation();
  const setup = useTwoFactorSetup();
  if (!setup.data)
    return (
      <Stack gap="sm" align="flex-start">
        <ErrorAlert
          message={setup.isError ? errorMessage(setup.error, t('twoFactor.setupFailed')) : null}
          testId="two-factor-setup-error"
        />
        <Button onClick={() => setup.mutate()} disabled={setup.isPending} data-testid="two-factor-start">
          {setup.isPending ? t('twoFactor.starting') : t('twoFactor.start')}
        </Button>
      </Stack>
    );
  return <ConfirmSetup setup={setup.data} onCodes={onCodes} onCancel={() => setup.reset()} />;
}

function ConfirmSetup({
  setup,
  onCodes,
  onCancel,
}: {
  setup: TwoFactorSetup;
  onCodes: (codes: string[]) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const enable = useEnableTwoFactor();
  const form = useCodeForm();
  const onSubmit = form.onSubmit((values) =>
    enable.mutate(values, { onSuccess: (answer) => onCodes(answer.recovery_codes) }),
  );
  return (
    <Stack gap="md" data-testid="two-factor-setup">
      <Stack gap={4}>
        <Text fw={600}>{t('twoFactor.scanTitle')}</Text>
        <Text size="sm" c="dimmed">
          {t('twoFactor.scanText')}
        </Text>
      </Stack>
      {/* Dark on white whatever the theme: a camera reads it so. */}
      <Box bg="white" p="xs" w={196} style={{ borderRadius: 8 }}>
        <Image src={setup.qr_svg} alt={t('twoFactor.qrAlt')} w={180} h={180} data-testid="two-factor-qr" />
      </Box>
      <Group gap="xs" align="center">
        <Text size="sm">{t('twoFactor.secretLabel')}:</Text>
        <Code fz="sm" style={{ wordBreak: 'break-all' }} data-testid="two-factor-secret">
          {setup.secret.replace(/(.{4})(?=.)/g, '$1 ')}
        </Code>
        <CopyValue value={setup.secret} />
      </Group>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          <Stack gap={4}>
            <Text fw={600}>{t('twoFactor.confirmTitle')}</Text>
            <Text size="sm" c="dimmed">
              {t('twoFactor.confirmText')}
            </Text>
          </Stack>
          <ErrorAlert
            message={enable.isError ? errorMessage(enable.error, t('twoFactor.enableFailed')) : null}
            testId="two-factor-enable-error"
          />
          <TextInput
            label={t('twoFactor.code')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={7}
            maw={240}
            required
            data-testid="two-factor-enable-code"
            {...form.getInputProps('code')}
          />
          <Group gap="sm">
            <Button type="submit" disabled={enable.isPending} data-testid="two-factor-enable">
              {enable.isPending ? t('twoFactor.enabling') : t('twoFactor.enable')}
            </Button>
            <Button variant="default" onClick={onCancel}>
              {t('twoFactor.cancel')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}

function CopyValue({ value, label }: { value: string; label?: string }) {
  const { t } = useTranslation();
  return (
    <CopyButton value={value} timeout={2000}>
      {({ copied, copy }) => (
        <Button
          variant="light"
          size="xs"
          color={copied ? 'green' : undefined}
          leftSection={copied ? <IconCheck size={14} /> : <IconCopy size={14} />}
          onClick={copy}
          data-testid="two-factor-copy"
        >
          {copied ? t('twoFactor.copied') : (label ?? t('twoFactor.copy'))}
        </Button>
      )}
    </CopyButton>
  );
}

function downloadText(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/** The recovery codes, this once: copy, download, then gone. */
function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation();
  const text = `${codes.join('\n')}\n`;
  return (
    <Stack gap="md" data-testid="two-factor-codes">
      <Alert color="yellow" variant="light" title={t('twoFactor.codesTitle')}>
        {t('twoFactor.codesText')}
      </Alert>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
        {codes.map((code) => (
          <Code key={code} fz="md" ta="center" py={6} data-testid="two-factor-code">
            {code}
          </Code>
        ))}
      </SimpleGrid>
      <Group gap="sm">
        <CopyValue value={text} />
        <Button
          variant="light"
          size="xs"
          leftSection={<IconDownload size={14} />}
          onClick={() => downloadText(t('twoFactor.downloadName'), text)}
          data-testid="two-factor-download"
        >
          {t('twoFactor.download')}
        </Button>
      </Group>
      <Button onClick={onDone} style={{ alignSelf: 'flex-start' }} data-testid="two-factor-codes-done">
        {t('twoFactor.saved')}
      </Button>
    </Stack>
  );
}

function EnabledView({ status, onCodes }: { status: TwoFactorStatus; onCodes: (codes: string[]) => void }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Stack gap={2}>
        {status.enabled_at && (
          <Text size="sm">{t('twoFactor.enabledSince', { date: formatDate(status.enabled_at) })}</Text>
        )}
        <Text size="sm" data-testid="two-factor-codes-left">
          {t('twoFactor.codesLeft', { count: status.recovery_codes_left })}
        </Text>
      </Stack>
      {status.recovery_codes_left <= fewCodesLeft && (
        <Alert color="yellow" variant="light">
          {t('twoFactor.codesLow')}
        </Alert>
      )}
      <Divider />
      <Regenerate onCodes={onCodes} />
      <Divider />
      <Disable />
    </Stack>
  );
}

function Regenerate({ onCodes }: { onCodes: (codes: string[]) => void }) {
  const { t } = useTranslation();
  const regenerate = useRegenerateRecoveryCodes();
  const form = useCodeForm();
  const onSubmit = form.onSubmit((values) =>
    regenerate.mutate(values, { onSuccess: (answer) => onCodes(answer.recovery_codes) }),
  );
  return (
    <form onSubmit={onSubmit} noValidate data-testid="two-factor-regenerate-form">
      <Stack gap="sm">
        <Stack gap={4}>
          <Text fw={600}>{t('twoFactor.regenerateTitle')}</Text>
          <Text size="sm" c="dimmed">
            {t('twoFactor.regenerateText')}
          </Text>
        </Stack>
        <ErrorAlert
          message={regenerate.isError ? errorMessage(regenerate.error, t('twoFactor.regenerateFailed')) : null}
          testId="two-factor-regenerate-error"
        />
        <Group gap="sm" align="flex-end">
          <TextInput
            label={t('twoFactor.code')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={7}
            w={{ base: '100%', xs: 200 }}
            required
            data-testid="two-factor-regenerate-code"
            {...form.getInputProps('code')}
          />
          <Button type="submit" variant="light" disabled={regenerate.isPending} data-testid="two-factor-regenerate">
            {regenerate.isPending ? t('twoFactor.regenerating') : t('twoFactor.regenerate')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Which of the two codes the form sends is one of its values, so that its validation knows. */
type DisableValues = { password: string; code: string; recovery_code: string; useRecovery: boolean };

const disableRequest = (values: DisableValues) =>
  values.useRecovery
    ? { password: values.password, recovery_code: values.recovery_code }
    : { password: values.password, code: values.code };
const validateDisable = contractValidation(twoFactorDisableInput, disableRequest);

function Disable() {
  const { t } = useTranslation();
  const disable = useDisableTwoFactor();
  const form = useForm<DisableValues>({
    initialValues: { password: '', code: '', recovery_code: '', useRecovery: false },
    validate: validateDisable,
  });
  const useRecovery = form.values.useRecovery;
  const onSubmit = form.onSubmit((values) =>
    disable.mutate(disableRequest(values), { onSuccess: () => notifySuccess(t('twoFactor.disabled')) }),
  );
  return (
    <form onSubmit={onSubmit} noValidate data-testid="two-factor-disable-form">
      <Stack gap="sm">
        <Stack gap={4}>
          <Text fw={600}>{t('twoFactor.disableTitle')}</Text>
          <Text size="sm" c="dimmed">
            {t('twoFactor.disableText')}
          </Text>
        </Stack>
        <ErrorAlert
          message={disable.isError ? errorMessage(disable.error, t('twoFactor.disableFailed')) : null}
          testId="two-factor-disable-error"
        />
        <PasswordField
          label={t('twoFactor.password')}
          autoComplete="current-password"
          maw={360}
          required
          data-testid="two-factor-disable-password"
          {...form.getInputProps('password')}
        />
        {useRecovery ? (
          <TextInput
            key="recovery"
            label={t('twoFactor.recoveryCode')}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={64}
            maw={360}
            required
            data-testid="two-factor-disable-recovery"
            {...form.getInputProps('recovery_code')}
          />
        ) : (
          <TextInput
            key="code"
            label={t('twoFactor.code')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={7}
            maw={360}
            required
            data-testid="two-factor-disable-code"
            {...form.getInputProps('code')}
          />
        )}
        <Anchor
          component="button"
          type="button"
          size="sm"
          style={{ alignSelf: 'flex-start' }}
          onClick={() => {
            form.setFieldValue('useRecovery', !useRecovery);
            form.clearErrors();
            disable.reset();
          }}
          data-testid="two-factor-disable-switch"
        >
          {useRecovery ? t('twoFactor.useAppCode') : t('twoFactor.useRecoveryCode')}
        </Anchor>
        <Button
          type="submit"
          color="red"
          variant="light"
          style={{ alignSelf: 'flex-start' }}
          disabled={disable.isPending}
          data-testid="two-factor-disable"
        >
          {disable.isPending ? t('twoFactor.disabling') : t('twoFactor.disable')}
        </Button>
      </Stack>
    </form>
  );
}
