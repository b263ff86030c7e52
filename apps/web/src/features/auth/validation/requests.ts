import type { RegisterInput } from '@vazife/contract';
import { normalizeCode } from '../../../lib/validators';

export interface LoginValues {
  email: string;
  password: string;
}

export const toLoginRequest = (values: LoginValues) => ({ email: values.email.trim(), password: values.password });

export type QuickRole = 'isci' | 'isveren';

export const emptyQuickRegister = {
  name: '',
  email: '',
  password: '',
  role: 'isci' as QuickRole,
  company_name: '',
  reference_code: '',
};
export type QuickRegisterValues = typeof emptyQuickRegister;

/** What the register tab sends: the company name or the code only for its role, and only when filled. */
export function toQuickRegisterRequest(values: QuickRegisterValues): RegisterInput {
  const companyName = values.company_name.trim();
  const referenceCode = normalizeCode(values.reference_code);
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    password: values.password,
    role: values.role,
    ...(values.role === 'isveren' && companyName ? { company_name: companyName } : {}),
    ...(values.role === 'isci' && referenceCode ? { reference_code: referenceCode } : {}),
  };
}
