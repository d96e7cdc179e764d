import { PartialType } from '@nestjs/swagger';
import { RequiredText, OptionalText, OptionalEmail, OptionalPhone } from '../../common/text-fields';

export class CreateSupplierDto {
  @RequiredText(200, { example: 'Koeltechniek BV' })
  name!: string;

  @OptionalText(200, { example: 'Petra Jansen' })
  contactPerson?: string | null;

  @OptionalEmail({ example: 'orders@koeltechniek.example' })
  email?: string | null;

  @OptionalPhone()
  phone?: string | null;

  @OptionalText(1000, { example: 'Industrieweg 1, 1234 AB Amsterdam' })
  address?: string | null;
}

/** Any subset of the fields; `name` may be left out but not set to null; null or '' clears an optional field. */
export class UpdateSupplierDto extends PartialType(CreateSupplierDto, { skipNullProperties: false }) {}
