import { lazy } from 'react';
import ScienceIcon from '@mui/icons-material/Science';
import type { Refrigerant } from '../api/types';

/** Resource 'refrigerants' (/api/refrigerants); its page lives at /admin/refrigerants (a custom route). */
export default {
  list: lazy(() => import('./RefrigerantList')),
  icon: ScienceIcon,
  recordRepresentation: (r: Refrigerant) => r.name,
};
