import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { trimText } from '../../common/text-transforms';

export class ScanQueryDto {
  @ApiProperty({
    description:
      'What the camera read: a label URL with /cylinder/<id> (any host), a bare id, or a serial number (trimmed, case-insensitive)',
    example: 'https://fgas.example.com/cylinder/12',
    maxLength: 500,
  })
  @Transform(trimText)
  @IsString()
  @IsNotEmpty({ message: 'code must not be empty' })
  @MaxLength(500)
  code!: string;
}
