import { Typography } from '@mui/material';
import type { Supplier } from '../api/types';

/** A supplier's contact person, e-mail and phone on their own lines, or '-' when none is known. */
export function SupplierContact({ supplier: s }: { supplier: Supplier }) {
  return (
    <>
      {s.contactPerson && <Typography variant="body2">{s.contactPerson}</Typography>}
      {s.email && (
        <Typography variant="caption" component="div" color="text.secondary">
          {s.email}
        </Typography>
      )}
      {s.phone && (
        <Typography variant="caption" component="div" color="text.secondary">
          {s.phone}
        </Typography>
      )}
      {!s.contactPerson && !s.email && !s.phone && '-'}
    </>
  );
}
