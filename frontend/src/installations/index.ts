import { lazy } from 'react';
import AcUnitIcon from '@mui/icons-material/AcUnit';
import type { Installation } from '../api/types';

/**
 * Resource 'installations' (/api/installations): the list at /installations; the installation page at
 * /installations/:id (printed QR labels encode that path, so it never moves).
 */
export default {
  list: lazy(() => import('./InstallationList')),
  edit: lazy(() => import('./InstallationPage')),
  icon: AcUnitIcon,
  recordRepresentation: (i: Installation) => `${i.customerName} · ${i.name}`,
};
