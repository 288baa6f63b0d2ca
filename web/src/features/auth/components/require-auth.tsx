import { Outlet, useLocation } from 'react-router-dom';
import { PageSpinner } from '@/components/ui/page-spinner';
import { useAuthUser } from '@/lib/auth-user';
import { RedirectToAuth } from '@/components/auth/redirect-to-auth';

/** Layout route for protected screens: spinner while auth loads, else /auth?return_to=… */
export function RequireAuth() {
  const { data: user, isPending } = useAuthUser();
  const location = useLocation();
  if (isPending) return <PageSpinner />;
  if (!user) return <RedirectToAuth path={`${location.pathname}${location.search}${location.hash}`} />;
  return <Outlet />;
}
