import { lazy } from 'react';
import StorefrontIcon from '@mui/icons-material/Storefront';
import type { Customer } from '../api/types';

/** Resource 'customers' (/api/customers): the list at /customers, a customer's page at /customers/:id. */
export default {
  list: lazy(() => import('./CustomerList')),
  edit: lazy(() => import('./CustomerPage')),
  icon: StorefrontIcon,
  recordRepresentation: (c: Customer) => c.name,
};
