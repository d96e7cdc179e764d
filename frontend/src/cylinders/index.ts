import { lazy } from 'react';
import PropaneTankIcon from '@mui/icons-material/PropaneTank';
import type { Cylinder } from '../api/types';
import { loadCylinderList } from '../pageLoaders';

/** Resource 'cylinders' (/api/cylinders): the list at /cylinders; the detail page is the custom route /cylinder/:id. */
export default {
  list: lazy(loadCylinderList),
  icon: PropaneTankIcon,
  recordRepresentation: (c: Cylinder) => c.serialNumber,
};
