import type { Customer } from '../api/types';

/**
 * A customer's address on one line, as an installation's site address is written: street, then postcode
 * and city ('Marktstraat 14, 3811 AB Amersfoort'). A customer from before postcode and city were fields
 * has its whole address in `address`. Empty when the customer has none.
 */
export function customerAddressLine(c: Pick<Customer, 'address' | 'postcode' | 'city'>): string {
  const place = [c.postcode, c.city].filter(Boolean).join(' ');
  return [c.address?.trim(), place].filter(Boolean).join(', ');
}
