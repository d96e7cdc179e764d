import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional, type ApiPropertyOptions } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsNotEmpty, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { PHONE_PATTERN } from './phone';
import { trimText, trimToNull } from './text-transforms';

// The text fields of the API's inputs, each one decorator for its documentation, trimming and checks.
// Decorators listed here apply last-first, as stacked ones do: validation messages keep their order.

type Docs = Pick<ApiPropertyOptions, 'description' | 'example'>;

/** Required text, trimmed, not blank, at most `maxLength` characters. */
export function RequiredText(maxLength: number, docs: Docs) {
  return applyDecorators(
    MaxLength(maxLength),
    IsNotEmpty(),
    IsString(),
    Transform(trimText),
    ApiProperty({ description: 'Trimmed', ...docs, maxLength }),
  );
}

/** Optional free text, trimmed, blank as null, at most `maxLength` characters. */
export function OptionalText(maxLength: number, docs: Docs & Pick<ApiPropertyOptions, 'nullable'> = {}) {
  return applyDecorators(
    MaxLength(maxLength),
    IsString(),
    Transform(trimToNull),
    IsOptional(),
    ApiPropertyOptional({
      type: String,
      nullable: true,
      description: 'Trimmed; empty becomes null',
      ...docs,
      maxLength,
    }),
  );
}

/** An optional e-mail address, trimmed, blank as null. */
export function OptionalEmail(docs: Docs) {
  return applyDecorators(
    IsEmail({}, { message: 'email must be an e-mail address' }),
    MaxLength(254),
    IsString(),
    IsOptional(),
    Transform(trimToNull),
    ApiPropertyOptional({
      type: String,
      nullable: true,
      format: 'email',
      maxLength: 254,
      description: 'Trimmed; empty becomes null',
      ...docs,
    }),
  );
}

/** An optional telephone number as people type it (see PHONE_PATTERN), trimmed, blank as null. */
export function OptionalPhone(docs: Docs = { example: '+31 20 123 4567' }) {
  return applyDecorators(
    Matches(PHONE_PATTERN, { message: 'phone must be a telephone number: digits, spaces, + - ( )' }),
    MaxLength(50),
    IsString(),
    IsOptional(),
    Transform(trimToNull),
    ApiPropertyOptional({
      type: String,
      nullable: true,
      maxLength: 50,
      pattern: PHONE_PATTERN.source,
      description: 'Trimmed; empty becomes null',
      ...docs,
    }),
  );
}
