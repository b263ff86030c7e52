import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Mantine's password input with a labelled, keyboard-reachable show/hide toggle. */
export function PasswordField(props: PasswordInputProps) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <PasswordInput
      visible={visible}
      onVisibilityChange={setVisible}
      visibilityToggleFocusable
      visibilityToggleButtonProps={{ 'aria-label': visible ? t('common.hidePassword') : t('common.showPassword') }}
      {...props}
    />
  );
}
