import { PartialType } from '@nestjs/swagger';
import { RequiredText, OptionalText, OptionalEmail, OptionalPhone } from '../../common/text-fields';
import { OptionalKvkNumber, OptionalPostcode } from './customer-identity-fields';

export class CreateCustomerDto {
  @RequiredText(200, { example: 'Slagerij De Vries' })
  name!: string;

  @OptionalText(500, {
    example: 'Dorpsstraat 12',
    description:
      'Street and number (earlier clients sent the whole address here, which stays as they wrote it); trimmed, empty becomes null',
  })
  address?: string | null;

  @OptionalPostcode()
  postcode?: string | null;

  @OptionalText(100, { example: 'Ergens' })
  city?: string | null;

  @OptionalKvkNumber()
  kvkNumber?: string | null;

  @OptionalText(200, { example: 'Jan de Vries' })
  contactPerson?: string | null;

  @OptionalEmail({ example: 'jan@slagerij.example' })
  email?: string | null;

  @OptionalPhone()
  phone?: string | null;
}

/** Any subset of the fields; `name` may be left out but not set to null; null or '' clears an optional field. */
export class UpdateCustomerDto extends PartialType(CreateCustomerDto, { skipNullProperties: false }) {}
