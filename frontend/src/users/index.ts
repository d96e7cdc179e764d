import { lazy } from 'react';
import PeopleIcon from '@mui/icons-material/People';
import type { User } from '../api/types';

/** Resource 'users' (/api/users); its page lives at /admin/users (a custom route). */
export default {
  list: lazy(() => import('./UserList')),
  icon: PeopleIcon,
  recordRepresentation: (u: User) => u.name,
};
