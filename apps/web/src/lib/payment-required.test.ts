import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { notifyFailure, onPaymentRequired } from './payment-required';

describe('notifyFailure', () => {
  const told = vi.fn();
  const stop = onPaymentRequired(told);
  afterEach(() => told.mockClear());

  it('hands a 402 to the shell, which says it once, instead of a toast of its own', () => {
    notifyFailure(new ApiError(402, 'Aboneliğinizin süresi doldu.'), 'Mesaj gönderilemedi');
    expect(told).toHaveBeenCalledWith('Aboneliğinizin süresi doldu.');
  });

  it('leaves any other failure to its own toast', () => {
    notifyFailure(new ApiError(403, 'Bu kişiye mesaj gönderme yetkiniz yok'), 'Mesaj gönderilemedi');
    notifyFailure(new Error('offline'), 'Mesaj gönderilemedi');
    expect(told).not.toHaveBeenCalled();
    stop();
  });
});
