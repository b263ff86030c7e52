import { lazy, Suspense, useEffect } from 'react';
import { LoginPage } from '../features/auth/pages/login-page';
import { pageLoad } from '../lib/page-load';
import { useSession } from '../lib/session';
import { BrandedMantine } from './branded-mantine';
import { guestPageArrived } from './guards/guest-page-arrival';
import { homePathFor } from './guards/home-path';
import { PageLoader } from './lazy-page';
import { usePageTitle } from './page-title';

const RegisterPage = lazy(() =>
  import('../features/auth/pages/register-page').then((module) => ({ default: module.RegisterPage })),
);

/** The paths the guest pages answer; the server sends guest.html (or its prerender) for them. */
export const guestPaths = ['/login', '/register'] as const;

/**
 * The pages of someone not signed in: sign-in (with quick registration) and /register. They are
 * their own small app (guest-main.tsx), without the signed-in app's router, query cache and
 * screens, so that a phone's first visit downloads only what it shows. Moving between them, and
 * into the signed-in app once a session exists, is a page load.
 */
export function GuestApp({ path, env }: { path: string; env?: 'default' | 'test' }) {
  const session = useSession();
  const page = path === '/register' ? 'register' : 'login';
  usePageTitle(page);
  useEffect(guestPageArrived, []);
  useEffect(() => {
    if (session) pageLoad.replace(homePathFor(session.user));
  }, [session]);

  return (
    <BrandedMantine env={env}>
      {session ? (
        <PageLoader />
      ) : page === 'register' ? (
        <Suspense fallback={<PageLoader />}>
          <RegisterPage />
        </Suspense>
      ) : (
        <LoginPage />
      )}
    </BrandedMantine>
  );
}
