import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { callsTo, mockFetch, renderScreen } from '../../../test/render';
import { makeTask } from '../../../test/task-fixtures';
import { AdditionalInfoModal } from './additional-info-modal';
import { RevisionModal } from './revision-modal';

describe('RevisionModal', () => {
  it('keeps the button off while the explanation is blank', async () => {
    const fetchMock = mockFetch({
      'POST /api/tasks/t1/request-revision': { body: { message: 'ok', task: makeTask() } },
    });
    const onClose = vi.fn();
    const { user } = renderScreen(<RevisionModal task={makeTask({ status: 'tamamlandi' })} onClose={onClose} />);
    const submit = screen.getByTestId('revision-submit');
    expect(submit).toBeDisabled();
    await user.type(screen.getByTestId('revision-text'), '   ');
    expect(submit).toBeDisabled();
    await user.tab();
    expect(await screen.findByText('Revize açıklaması zorunludur')).toBeInTheDocument();
    await user.type(screen.getByTestId('revision-text'), 'Fotoğraflar eksik');
    expect(submit).toBeEnabled();
    await user.click(submit);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(callsTo(fetchMock, 'POST /api/tasks/t1/request-revision')).toEqual([{ revision_note: 'Fotoğraflar eksik' }]);
  });

  it('falls back to "Revize isteği gönderilemedi"', async () => {
    mockFetch({ 'POST /api/tasks/t1/request-revision': { status: 500 } });
    const { user } = renderScreen(<RevisionModal task={makeTask({ status: 'tamamlandi' })} onClose={vi.fn()} />);
    await user.type(screen.getByTestId('revision-text'), 'Eksik');
    await user.click(screen.getByTestId('revision-submit'));
    expect(await screen.findByText('Revize isteği gönderilemedi')).toBeInTheDocument();
  });
});

describe('AdditionalInfoModal', () => {
  it('keeps the button off while blank and says "Ek bilgi boş olamaz"', async () => {
    mockFetch({});
    const { user } = renderScreen(<AdditionalInfoModal task={makeTask({ status: 'onaylandi' })} onClose={vi.fn()} />);
    expect(screen.getByTestId('info-submit')).toBeDisabled();
    await user.click(screen.getByTestId('info-text'));
    await user.tab();
    expect(await screen.findByText('Ek bilgi boş olamaz')).toBeInTheDocument();
  });
});
