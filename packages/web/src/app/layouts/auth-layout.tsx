import { Navigate, Outlet } from 'react-router';
import { useCurrentUser } from '../../lib/session.ts';

/** Guests only: a signed-in user goes to the admin area. */
export function AuthLayout() {
  const user = useCurrentUser();
  if (user) return <Navigate to="/admin" replace />;
  return <Outlet />;
}
