import type { UserPublic } from '@vazife/contract';
import type { ReactNode } from 'react';
import { Navigate, Outlet } from 'react-router';
import { useAdminSession } from '../../lib/admin-session';
import { useSession } from '../../lib/session';
import { homePathFor } from './home-path';

/** '/': the operator's panel, the user's home, or the sign-in screen. */
export function RootRedirect() {
  const admin = useAdminSession();
  const session = useSession();
  if (admin) return <Navigate to="/super-admin/dashboard" replace />;
  if (session) return <Navigate to={homePathFor(session.user)} replace />;
  return <Navigate to="/login" replace />;
}

/** A screen meant for one state of the user (see homePathFor); anyone else is sent where they belong. */
export function RequireUserState({ path, children }: { path: string; children?: ReactNode }) {
  const session = useSession();
  if (!session) return <Navigate to="/login" replace />;
  const home = homePathFor(session.user);
  if (home !== path) return <Navigate to={home} replace />;
  return children ?? <Outlet />;
}

export function RequireRole({ allow, children }: { allow: (user: UserPublic) => boolean; children: ReactNode }) {
  const session = useSession();
  if (!session || !allow(session.user)) return <Navigate to="/dashboard" replace />;
  return children;
}

export function AdminOnly({ children }: { children: ReactNode }) {
  const admin = useAdminSession();
  if (!admin) return <Navigate to="/super-admin/login" replace />;
  return children;
}

export function AdminGuestOnly({ children }: { children: ReactNode }) {
  const admin = useAdminSession();
  if (admin) return <Navigate to="/super-admin/dashboard" replace />;
  return children;
}
