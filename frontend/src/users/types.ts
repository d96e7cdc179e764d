import type { Role } from '../providers/session';

export interface User {
  id: number;
  name: string;
  email?: string;
  role: Role;
  active?: boolean;
  createdAt?: string;
}
