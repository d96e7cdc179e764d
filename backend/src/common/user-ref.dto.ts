import { ApiProperty } from '@nestjs/swagger';

/** A user as other records name them: id and display name (never the e-mail). */
export class UserRefDto {
  @ApiProperty({ example: 3 }) id!: number;
  @ApiProperty({ example: 'Monteur Mark' }) name!: string;
}
