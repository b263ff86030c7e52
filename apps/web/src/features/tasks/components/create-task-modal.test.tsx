import type { Employee } from '@vazife/contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { onPaymentRequired } from '../../../lib/payment-required';
import { callsTo, mockFetch, renderScreen } from '../../../test/render';
import { person } from '../../../test/task-fixtures';
import { CreateTaskModal } from './create-task-modal';

const employee = (id: string, role: Employee['role'], name: string): Employee => ({
  id,
  name,
  email: `${id}@example.com`,
  phone: null,
  role,
  is_approved: true,
  can_create_groups: false,
  created_at: '2026-11-01T10:00:00Z',
});

const companyFixture = {
  id: 'c1',
  name: 'Yıldız Lojistik',
  description: null,
  code: null,
  owner_id: 'me',
  subscription_status: 'active',
  subscription_plan_id: null,
  plan_name: null,
  is_trial: true,
  subscription_end_date: null,
  max_users: null,
  user_count: 1,
  messaging_mode: 'acik',
  created_at: '2026-11-01T10:00:00Z',
};

const staff = [
  employee('m1', 'mudur', 'Mehmet Kaya'),
  employee('s1', 'sef', 'Zeynep Demir'),
  employee('w1', 'isci', 'Ali Çelik'),
];

function setup(role: 'isveren' | 'mudur' | 'sef', createReply: { status?: number; body?: unknown } = {}) {
  const fetchMock = mockFetch({
    'GET /api/employees': { body: staff },
    'POST /api/tasks/create': createReply,
  });
  const onClose = vi.fn();
  const view = renderScreen(<CreateTaskModal user={person('me', role)} opened onClose={onClose} />);
  return { ...view, fetchMock, onClose };
}

async function optionsOf(view: ReturnType<typeof setup>) {
  await waitFor(() => expect(view.fetchMock).toHaveBeenCalled());
  await view.user.click(screen.getByTestId('task-assignee'));
  return (await screen.findAllByRole('option')).map((option) => option.textContent);
}

describe('CreateTaskModal', () => {
  it('offers a supervisor only workers', async () => {
    expect(await optionsOf(setup('sef'))).toEqual(['Ali Çelik · İşçi']);
  });

  it('offers a manager supervisors and workers', async () => {
    expect(await optionsOf(setup('mudur'))).toEqual(['Zeynep Demir · Şef', 'Ali Çelik · İşçi']);
  });

  it('offers the employer managers, supervisors and workers', async () => {
    expect(await optionsOf(setup('isveren'))).toEqual([
      'Mehmet Kaya · Müdür',
      'Zeynep Demir · Şef',
      'Ali Çelik · İşçi',
    ]);
  });

  it('keeps the button off without an assignee, then asks for title and description', async () => {
    const view = setup('sef');
    const submit = screen.getByTestId('task-create-submit');
    expect(submit).toBeDisabled();
    await optionsOf(view);
    await view.user.click(screen.getByRole('option', { name: 'Ali Çelik · İşçi' }));
    expect(submit).toBeEnabled();
    await view.user.click(submit);
    expect(await screen.findByText('Görev başlığı zorunludur')).toBeInTheDocument();
    expect(screen.getByText('Görev açıklaması zorunludur')).toBeInTheDocument();
    expect(callsTo(view.fetchMock, 'POST /api/tasks/create')).toHaveLength(0);
  });

  it('defaults the priority to Orta and sends the form', async () => {
    const view = setup('sef', { status: 201, body: { message: 'ok', task: {} } });
    expect(screen.getByRole('radio', { name: 'Orta' })).toBeChecked();
    await view.user.type(screen.getByTestId('task-title'), 'Raf sayımı');
    await view.user.type(screen.getByTestId('task-description'), 'A blok');
    await optionsOf(view);
    await view.user.click(screen.getByRole('option', { name: 'Ali Çelik · İşçi' }));
    await view.user.click(screen.getByTestId('task-create-submit'));
    await waitFor(() => expect(view.onClose).toHaveBeenCalled());
    const call = view.fetchMock.mock.calls.find(
      ([url, init]) => url === '/api/tasks/create' && init?.method === 'POST',
    );
    const body = call?.[1]?.body as FormData;
    expect(body.get('title')).toBe('Raf sayımı');
    expect(body.get('assigned_to')).toBe('w1');
    expect(body.get('priority')).toBe('orta');
    expect(body.get('deadline')).toBeNull();
  });

  it.each([
    [{ status: 500 }, 'Görev oluşturulurken hata oluştu'],
    [{ status: 403, body: { detail: 'Bu kişiye görev atama yetkiniz yok' } }, 'Bu kişiye görev atama yetkiniz yok'],
  ])("shows the server's detail, else the fallback (%#)", async (reply, message) => {
    const view = setup('sef', reply);
    await view.user.type(screen.getByTestId('task-title'), 'Raf sayımı');
    await view.user.type(screen.getByTestId('task-description'), 'A blok');
    await optionsOf(view);
    await view.user.click(screen.getByRole('option', { name: 'Ali Çelik · İşçi' }));
    await view.user.click(screen.getByTestId('task-create-submit'));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(view.onClose).not.toHaveBeenCalled();
  });

  it('leaves a 402 to the shell, which says it once: no box of its own', async () => {
    const detail = 'Aboneliğinizin süresi doldu. Yeni kayıt oluşturmak için aboneliğinizi yenileyin.';
    const told = vi.fn();
    const stop = onPaymentRequired(told);
    const view = setup('sef', { status: 402, body: { detail } });
    await view.user.type(screen.getByTestId('task-title'), 'Raf sayımı');
    await view.user.type(screen.getByTestId('task-description'), 'A blok');
    await optionsOf(view);
    await view.user.click(screen.getByRole('option', { name: 'Ali Çelik · İşçi' }));
    await view.user.click(screen.getByTestId('task-create-submit'));
    await waitFor(() => expect(told).toHaveBeenCalledWith(detail));
    expect(told).toHaveBeenCalledTimes(1);
    expect(screen.queryByText(detail)).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    stop();
  });
});

describe('CreateTaskModal hints', () => {
  it('says why the button is off until someone is chosen', async () => {
    const view = setup('sef');
    expect(screen.getByTestId('task-create-submit')).toHaveAccessibleDescription(
      'Görevi oluşturmak için önce atanacak kişiyi seçin.',
    );
    await optionsOf(view);
    await view.user.click(screen.getByRole('option', { name: 'Ali Çelik · İşçi' }));
    expect(screen.queryByTestId('task-create-why')).toBeNull();
  });

  it('tells the employer with nobody to assign to share the company code and approve people', async () => {
    mockFetch({
      'GET /api/employees': { body: [] },
      'GET /api/companies/my': { body: { ...companyFixture, code: 'SRK12345678' } },
    });
    renderScreen(<CreateTaskModal user={person('me', 'isveren')} opened onClose={vi.fn()} />);
    const hint = await screen.findByTestId('no-assignees-hint');
    await waitFor(() => expect(hint).toHaveTextContent('SRK12345678'));
    expect(screen.getByRole('link', { name: 'Çalışanlar' })).toHaveAttribute('href', '/dashboard/employees');
  });

  it('tells a supervisor with nobody to assign who adds people', async () => {
    mockFetch({ 'GET /api/employees': { body: [] } });
    renderScreen(<CreateTaskModal user={person('me', 'sef')} opened onClose={vi.fn()} />);
    expect(await screen.findByTestId('no-assignees-hint')).toHaveTextContent('işveren tarafından onaylandığında');
  });
});
