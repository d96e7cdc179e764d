import { lazy } from 'react';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import type { Supplier } from '../api/types';

/** Resource 'suppliers' (/api/suppliers); its page lives at /admin/suppliers (a custom route). */
export default {
  list: lazy(() => import('./SupplierList')),
  icon: LocalShippingIcon,
  recordRepresentation: (s: Supplier) => s.name,
};
