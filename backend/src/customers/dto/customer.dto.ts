import { ApiProperty } from '@nestjs/swagger';

/** A customer as every client sees it. */
export class CustomerDto {
  @ApiProperty({ type: 'integer' }) id!: number;
  @ApiProperty({ example: 'Slagerij De Vries' }) name!: string;
  @ApiProperty({ type: String, nullable: true }) address!: string | null;
  @ApiProperty({ type: String, nullable: true, example: '1234 AB' }) postcode!: string | null;
  @ApiProperty({ type: String, nullable: true }) city!: string | null;
  @ApiProperty({ type: String, nullable: true, example: '69123456', description: 'KvK number, 8 digits' })
  kvkNumber!: string | null;
  @ApiProperty({ type: String, nullable: true }) contactPerson!: string | null;
  @ApiProperty({ type: String, nullable: true, format: 'email' }) email!: string | null;
  @ApiProperty({ type: String, nullable: true }) phone!: string | null;
  @ApiProperty({ type: 'integer', description: 'Number of installations of this customer (read-only)' })
  installationCount!: number;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt!: string;
  @ApiProperty({ type: String, format: 'date-time' }) updatedAt!: string;
}
