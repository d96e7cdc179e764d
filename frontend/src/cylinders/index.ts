import PropaneTankIcon from '@mui/icons-material/PropaneTank';
import { CylinderList } from './CylinderList';
import type { Cylinder } from './types';

/** Resource 'cylinders' (/api/cylinders): the list at /cylinders; the detail page is the custom route /cylinder/:id. */
export default {
  list: CylinderList,
  icon: PropaneTankIcon,
  recordRepresentation: (c: Cylinder) => c.serialNumber,
};
