import { Navigate, Outlet } from 'react-router';
import { useCurrentUser } from '../../lib/session.ts';

/** Guests only: a signed-in user goes home (straight there: /admin would redirect once more). */
export function AuthLayout() {
  const user = useCurrentUser();
  if (user) return <Navigate to="/admin/index" replace />;
  return <Outlet />;
}
