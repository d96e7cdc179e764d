import { ApiProperty } from '@nestjs/swagger';
import { ROLES, type Role } from '../../domain';
import { fromPgTimestamp } from '../../common/pg-timestamp';

/** What other users may see of a user (it feeds the fitter dropdown). */
export class UserSummaryDto {
  @ApiProperty() id!: number;
  @ApiProperty() name!: string;
  @ApiProperty({ enum: ROLES }) role!: Role;
  @ApiProperty() active!: boolean;
  // Everyone sees certificates: the fitter picker shows whose work is certified.
  @ApiProperty({ type: String, nullable: true, example: 'FG-2024-0815' }) certificateNumber!: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'Category I' }) certificateCategory!: string | null;
  @ApiProperty({
    type: String,
    format: 'date',
    nullable: true,
    description: 'last day the personal F-gas certificate is valid (inclusive)',
  })
  certificateValidUntil!: string | null;
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
  certificateNumber?: string | null;
  certificateCategory?: string | null;
  certificateValidUntil?: string | null;
  created_at?: Date | string;
  createdAt?: Date;
}

export function toUserDto(user: UserRow): UserDto {
  return {
    ...toUserSummaryDto(user),
    email: user.email,
    createdAt: fromPgTimestamp((user.createdAt ?? user.created_at)!),
  };
}

export function toUserSummaryDto(user: UserRow): UserSummaryDto {
  return {
    id: user.id,
    name: user.name,
    role: user.role,
    active: user.active,
    certificateNumber: user.certificateNumber ?? null,
    certificateCategory: user.certificateCategory ?? null,
    certificateValidUntil: user.certificateValidUntil ?? null,
  };
}
