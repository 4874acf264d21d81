import { Navigate } from 'react-router-dom';
import { homePathFor } from '../layout/menuItems';
import { useSession } from '../providers/useSession';

/** "/" for a logged-in user: the role's home (spec 01 §4). Logged out, react-admin sends it to /login. */
export default function RoleHome() {
  const { user } = useSession();
  return <Navigate to={user ? homePathFor(user.idRol) : '/login'} replace />;
}
