import { Button } from '@mantine/core';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { companyKeys } from '../lib/my-company';
import { setSession } from '../lib/session';
import { makeCompany } from '../test/company-fixtures';
import { mockFetch, renderScreen } from '../test/render';
import { person } from '../test/task-fixtures';
import { WriteArea } from './write-area';

function renderArea(role: 'isveren' | 'isci', company = makeCompany()) {
  setSession('tok', person(role === 'isveren' ? 'o1' : 'u1', role));
  mockFetch({ 'GET /api/companies/my': { body: company } });
  const onClick = vi.fn();
  const view = renderScreen(
    <WriteArea call="POST /api/tasks/create">
      <Button onClick={onClick}>Yeni Görev</Button>
    </WriteArea>,
  );
  return { ...view, onClick };
}

describe('WriteArea', () => {
  it('turns the controls off while the subscription has ended, and tells staff to ask the employer', async () => {
    const { user, onClick } = renderArea('isci', makeCompany({ subscription_status: 'expired' }));
    expect(await screen.findByTestId('write-block-reason')).toHaveTextContent(
      'Şirketin aboneliği sona erdi: işvereninize başvurun',
    );
    const button = screen.getByRole('button', { name: 'Yeni Görev' });
    expect(button).toBeDisabled();
    // The reason is the disabled group's description, for a screen reader too.
    expect(button.closest('fieldset')).toHaveAccessibleDescription(
      'Şirketin aboneliği sona erdi: işvereninize başvurun',
    );
    await user.click(button).catch(() => undefined);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('tells the employer her subscription has expired (the banner offers the renewal)', async () => {
    renderArea('isveren', makeCompany({ subscription_status: 'expired' }));
    expect(await screen.findByTestId('write-block-reason')).toHaveTextContent('Aboneliğinizin süresi doldu');
    expect(screen.getByRole('button', { name: 'Yeni Görev' })).toBeDisabled();
  });

  it('leaves the controls alone while the subscription runs', async () => {
    const { user, onClick, queryClient } = renderArea('isci');
    await waitFor(() => expect(queryClient.getQueryData(companyKeys.my)).toBeDefined());
    await user.click(screen.getByRole('button', { name: 'Yeni Görev' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(screen.queryByTestId('write-block-reason')).not.toBeInTheDocument();
  });
});
