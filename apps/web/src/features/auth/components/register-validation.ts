import { limits, needsCompanyCode, roles, type Role } from '@vazife/contract';
import type { TFunction } from 'i18next';
import { isCompanyCode, isEmail } from '../../../lib/validators';

export interface RegisterValues {
  name: string;
  email: string;
  phone: string;
  role: Role | '';
  company_code: string;
  password: string;
  password_repeat: string;
}

export const emptyRegisterValues: RegisterValues = {
  name: '',
  email: '',
  phone: '',
  role: '',
  company_code: '',
  password: '',
  password_repeat: '',
};

export function isRole(value: string): value is Role {
  return (roles as readonly string[]).includes(value);
}

/** The /register screen's rules (seeds part 1 §5), worded from the catalogue. */
export function registerRules(t: TFunction) {
  return {
    name: (value: string) => (value.trim() ? null : t('common.nameRequired')),
    email: (value: string) =>
      !value.trim() ? t('common.emailRequired') : isEmail(value) ? null : t('common.emailInvalid'),
    role: (value: string) => (isRole(value) ? null : t('register.roleRequired')),
    company_code: (value: string, values: RegisterValues) => {
      if (!isRole(values.role) || !needsCompanyCode(values.role)) return null;
      if (!value.trim()) return t('register.codeRequired');
      return isCompanyCode(value) ? null : t('register.codeInvalid');
    },
    password: (value: string) =>
      !value ? t('common.passwordRequired') : value.length < limits.passwordMin ? t('register.passwordShort') : null,
    password_repeat: (value: string, values: RegisterValues) =>
      !value ? t('common.passwordRequired') : value !== values.password ? t('register.passwordMismatch') : null,
  };
}
