import type { CustomerDto } from './dto/customer.dto';

/** A customer row as the repository selects it (timestamps already ISO text). */
export interface CustomerRow {
  id: number;
  name: string;
  address: string | null;
  postcode: string | null;
  city: string | null;
  kvk_number: string | null;
  contact_person: string | null;
  email: string | null;
  phone: string | null;
  installation_count: number;
  created_at: string;
  updated_at: string;
}

export function toCustomerDto(row: CustomerRow): CustomerDto {
  return {
    id: row.id,
    name: row.name,
    address: row.address,
    postcode: row.postcode,
    city: row.city,
    kvkNumber: row.kvk_number,
    contactPerson: row.contact_person,
    email: row.email,
    phone: row.phone,
    installationCount: Number(row.installation_count),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}
