import { screen } from '@testing-library/react';
import type { Employee } from '@vazife/contract';
import { describe, expect, it } from 'vitest';
import { setSession } from '../../../lib/session';
import { mockFetch, renderScreen } from '../../../test/render';
import { person } from '../../../test/task-fixtures';
import { ApprovedActions } from './approved-actions';

const staff = (role: Employee['role']): Employee => ({
  id: `id-${role}`,
  name: `Kişi ${role}`,
  email: `${role}@example.com`,
  phone: null,
  role,
  is_approved: true,
  can_create_groups: false,
  created_at: '2026-11-01T10:00:00Z',
});

describe('ApprovedActions', () => {
  it('offers "Performans Analizi" on workers only, and opens the dialog', async () => {
    mockFetch({});
    setSession('tok', person('boss', 'isveren'));
    const view = renderScreen(
      <>
        <ApprovedActions employee={staff('isci')} onChangeRole={() => undefined} />
        <ApprovedActions employee={staff('sef')} onChangeRole={() => undefined} />
      </>,
    );
    const buttons = screen.getAllByTestId('employee-analysis');
    expect(buttons).toHaveLength(1);
    expect(buttons[0]).toHaveTextContent('Performans Analizi');
    await view.user.click(buttons[0]!);
    expect(await screen.findByTestId('analysis-dialog')).toBeInTheDocument();
  });
});
