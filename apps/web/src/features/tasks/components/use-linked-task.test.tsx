import type { Task } from '@vazife/contract';
import { act, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { mockFetch, renderScreen } from '../../../test/render';
import { makeTask } from '../../../test/task-fixtures';
import { useLinkedTask } from './use-linked-task';

function Opener() {
  const [opened, setOpened] = useState<Task | null>(null);
  useLinkedTask(setOpened);
  return <p data-testid="opened">{opened ? opened.title : 'yok'}</p>;
}

describe('useLinkedTask', () => {
  it('opens the task of ?task=<id> and drops the parameter', async () => {
    mockFetch({ 'GET /api/tasks/t1': { body: makeTask({ id: 't1', title: 'Depo sayımı' }) } });
    const { router } = renderScreen(<Opener />);
    await act(() => router.navigate('/?task=t1'));
    await waitFor(() => expect(screen.getByTestId('opened')).toHaveTextContent('Depo sayımı'));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('drops a link to a task that cannot be loaded, opening nothing', async () => {
    mockFetch({ 'GET /api/tasks/gone': { status: 404, body: { detail: 'Bulunamadı' } } });
    const { router } = renderScreen(<Opener />);
    await act(() => router.navigate('/?task=gone'));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.getByTestId('opened')).toHaveTextContent('yok');
  });
});
