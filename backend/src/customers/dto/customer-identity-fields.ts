import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional, IsString, MaxLength, ValidateBy } from 'class-validator';
import { normaliseKvkNumber, normalisePostcode } from '../../domain';
import { trimToNull } from '../../common/text-transforms';

/**
 * Optional text stored in its normal form (`normalise`), blank as null; a value that has none is refused
 * with `message` on the field. The normal form is what the client reads back.
 */
function OptionalNormalised(
  normalise: (text: string) => string | null,
  maxLength: number,
  message: string,
  docs: { description: string; example: string },
) {
  return applyDecorators(
    ValidateBy({
      name: 'normalised',
      validator: {
        validate: (value: unknown) => typeof value === 'string' && normalise(value) === value,
        defaultMessage: () => message,
      },
    }),
    MaxLength(maxLength),
    IsString(),
    IsOptional(),
    Transform((params) => {
      const value = trimToNull(params);
      return typeof value === 'string' ? (normalise(value) ?? value) : value;
    }),
    ApiPropertyOptional({ type: String, nullable: true, maxLength, ...docs }),
  );
}

/** KvK number: 8 digits; spaces and dots are dropped. */
export const OptionalKvkNumber = () =>
  OptionalNormalised(normaliseKvkNumber, 8, 'kvkNumber must be a KvK number of 8 digits', {
    description:
      'Dutch chamber of commerce (KvK) number: 8 digits (spaces and dots are dropped); empty becomes null',
    example: '69123456',
  });

/** Postcode: a Dutch one normalised to "1234 AB", another country's free text. */
export const OptionalPostcode = () =>
  OptionalNormalised(
    normalisePostcode,
    20,
    "postcode must be a postcode: a Dutch one as 1234 AB, another country's in letters, digits, spaces and hyphens",
    {
      description:
        'A Dutch postcode is stored as "1234 AB" however it is typed (1234ab, 1234 ab); another country\'s as typed (letters, digits, spaces, hyphens; at most 20); empty becomes null',
      example: '1234 AB',
    },
  );
