import { errors } from '@vazife/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { onPaymentRequired } from './payment-required';
import { createQueryClient } from './query-client';

describe('a 402 in the signed-in app', () => {
  let stop = () => {};
  afterEach(() => stop());

  it('is told to the listeners with the server’s detail, from a query or a mutation, and other errors are not', async () => {
    const heard = vi.fn();
    stop = onPaymentRequired(heard);
    const client = createQueryClient();
    client.setDefaultOptions({ queries: { retry: false } });
    const refused = () => Promise.reject(new ApiError(402, errors.subscriptionExpired));

    await expect(client.fetchQuery({ queryKey: ['x'], queryFn: refused })).rejects.toMatchObject({ status: 402 });
    expect(heard).toHaveBeenLastCalledWith(errors.subscriptionExpired);

    const mutation = client.getMutationCache().build(client, { mutationFn: refused });
    await expect(mutation.execute(undefined)).rejects.toMatchObject({ status: 402 });
    expect(heard).toHaveBeenCalledTimes(2);

    await expect(
      client.fetchQuery({ queryKey: ['y'], queryFn: () => Promise.reject(new ApiError(403, 'Yetkiniz yok')) }),
    ).rejects.toMatchObject({ status: 403 });
    expect(heard).toHaveBeenCalledTimes(2);
  });
});
