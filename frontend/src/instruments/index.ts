import { lazy } from 'react';
import SpeedIcon from '@mui/icons-material/Speed';
import type { Instrument } from '../api/types';

/** Resource 'instruments' (/api/instruments): the register at /instruments. */
export default {
  list: lazy(() => import('./InstrumentList')),
  icon: SpeedIcon,
  recordRepresentation: (m: Instrument) => m.serialNumber,
};
