import { ApiProperty } from '@nestjs/swagger';
import { ROLES, type Role } from '../../domain';
import { fromPgTimestamp } from '../../common/pg-timestamp';

/** What other users may see of a user (it feeds the fitter dropdown). */
export class UserSummaryDto {
  @ApiProperty() id!: number;
  @ApiProperty() name!: string;
  @ApiProperty({ enum: ROLES }) role!: Role;
  @ApiProperty() active!: boolean;
}

/** A user as admins and the user themself see it. Password and hash never leave the server. */
export class UserDto extends UserSummaryDto {
  @ApiProperty() email!: string;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt!: Date;
}

export interface UserRow {
  id: number;
  name: string;
  email: string;
  role: Role;
  active: boolean;
  created_at?: Date | string;
  createdAt?: Date;
}

export function toUserDto(user: UserRow): UserDto {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    role: user.role,
    active: user.active,
    createdAt: fromPgTimestamp((user.createdAt ?? user.created_at)!),
  };
}

export function toUserSummaryDto(user: UserRow): UserSummaryDto {
  return { id: user.id, name: user.name, role: user.role, active: user.active };
}
