import {
  companyCode,
  errors,
  needsCompanyCode,
  registerInput,
  roles,
  type RegisterInput,
  type Role,
} from '@vazife/contract';
import type { TFunction } from 'i18next';
import { contractValidation } from '../../../lib/contract-form';
import { normalizeCode } from '../../../lib/validators';

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

/** What /register sends: staff give the company code and ask the server to insist on it. */
export function toRegisterRequest(values: RegisterValues): RegisterInput {
  const staff = isRole(values.role) && needsCompanyCode(values.role);
  const phone = values.phone.trim();
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    password: values.password,
    role: isRole(values.role) ? values.role : undefined,
    ...(phone ? { phone } : {}),
    ...(staff ? { company_code: normalizeCode(values.company_code), require_company_code: true } : {}),
  };
}

/** The code a staff member must give, in the contract's shape and words. */
function codeError(values: RegisterValues): string | null {
  if (!isRole(values.role) || !needsCompanyCode(values.role)) return null;
  if (!values.company_code.trim()) return errors.companyCodeRequired;
  const parsed = companyCode.safeParse(values.company_code);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? errors.companyCodeInvalid);
}

/** The /register screen's rules: the contract's, then the role choice and the repeated password. */
export function registerValidation(t: TFunction) {
  return contractValidation(registerInput, toRegisterRequest, (values: RegisterValues) => ({
    role: isRole(values.role) ? null : t('register.roleRequired'),
    company_code: codeError(values),
    password_repeat: !values.password_repeat
      ? t('common.passwordRequired')
      : values.password_repeat !== values.password
        ? t('register.passwordMismatch')
        : null,
  }));
}
