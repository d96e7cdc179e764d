export interface Refrigerant {
  id: number;
  name: string;
  type: string;
  gwp: number | null;
  createdAt?: string;
  _count?: { cylinders: number };
}
