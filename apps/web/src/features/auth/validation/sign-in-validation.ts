// Fetched after the sign-in page's first paint (lib/lazy-validation.ts): this module brings the
// contract's schemas, and with them zod.
import { companyCode, loginInput, registerInput } from '@vazife/contract';
import { contractValidation } from '../../../lib/contract-form';
import { toLoginRequest, toQuickRegisterRequest, type QuickRegisterValues } from './requests';

export const validateLogin = contractValidation(loginInput, toLoginRequest);

/** The contract's rules; a code, when given, in the contract's shape (the server looks it up). */
export const validateQuickRegister = contractValidation(
  registerInput,
  toQuickRegisterRequest,
  (values: QuickRegisterValues) => {
    const code = toQuickRegisterRequest(values).reference_code;
    const parsed = code ? companyCode.safeParse(code) : null;
    return { reference_code: parsed && !parsed.success ? parsed.error.issues[0]?.message : null };
  },
);
