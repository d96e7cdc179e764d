import { PartialType } from '@nestjs/swagger';
import { RequiredText, OptionalText, OptionalEmail, OptionalPhone } from '../../common/text-fields';

export class CreateCustomerDto {
  @RequiredText(200, { example: 'Slagerij De Vries' })
  name!: string;

  @OptionalText(500, { example: 'Dorpsstraat 12, 1234 AB Ergens' })
  address?: string | null;

  @OptionalText(200, { example: 'Jan de Vries' })
  contactPerson?: string | null;

  @OptionalEmail({ example: 'jan@slagerij.example' })
  email?: string | null;

  @OptionalPhone()
  phone?: string | null;
}

/** Any subset of the fields; `name` may be left out but not set to null; null or '' clears an optional field. */
export class UpdateCustomerDto extends PartialType(CreateCustomerDto, { skipNullProperties: false }) {}
