import { registerInput, updateProfileInput } from '@vazife/contract';
import { describe, expect, it } from 'vitest';
import { contractValidation } from './contract-form';

describe('contractValidation', () => {
  it("puts the contract's Turkish messages under the request's field names", () => {
    const validate = contractValidation(updateProfileInput, (values: { name: string; email: string }) => values);
    expect(validate({ name: '  ', email: 'posta' })).toEqual({
      name: 'Ad soyad zorunludur',
      email: 'Geçerli bir e-posta adresi girin',
    });
    expect(validate({ name: 'Ayşe', email: 'ayse@example.com' })).toEqual({});
  });

  it('validates the request the form would send, and lets the screen add its own checks', () => {
    type Values = { name: string; email: string; password: string; repeat: string };
    const validate = contractValidation(
      registerInput,
      ({ name, email, password }: Values) => ({ name: name.trim(), email, password }),
      (values) => ({ repeat: values.repeat === values.password ? null : 'eşleşmiyor', name: false }),
    );
    expect(validate({ name: ' Ayşe ', email: 'ayse@example.com', password: '123', repeat: '124' })).toEqual({
      password: 'Şifre en az 6 karakter olmalı',
      repeat: 'eşleşmiyor',
    });
  });
});
