import type { Employee } from '@vazife/contract';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';

/**
 * `/dashboard/employees?employee=<id>` (a search result's link) shows that person: the approved
 * tab, their card scrolled into view and marked, and, for a worker, their analysis opened. The
 * parameter is dropped once the list is in, so that a reload does not open it again; the mark
 * stays until another person is linked.
 */
export function useLinkedEmployee(approved: Employee[] | undefined): { linkedId: string | null } {
  const [params, setParams] = useSearchParams();
  const fromLink = params.get('employee');
  const [linkedId, setLinkedId] = useState<string | null>(fromLink);
  if (fromLink && fromLink !== linkedId) setLinkedId(fromLink);

  useEffect(() => {
    if (!fromLink || !approved) return;
    document.getElementById(employeeCardId(fromLink))?.scrollIntoView({ block: 'center' });
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('employee');
        return next;
      },
      { replace: true },
    );
  }, [fromLink, approved, setParams]);

  return { linkedId };
}

/** The element id of a person's card, for the link to scroll to. */
export const employeeCardId = (id: string) => `employee-${id}`;
