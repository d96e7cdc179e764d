import { ValidationError, ValidationPipe, type ArgumentMetadata } from '@nestjs/common';
import { IsDefined, ValidateIf, type ValidationOptions } from 'class-validator';
import { AppError } from './app-error';

function collect(
  errors: ValidationError[],
  prefix = '',
  into: Record<string, string[]> = {},
): Record<string, string[]> {
  for (const error of errors) {
    const path = prefix ? `${prefix}.${error.property}` : error.property;
    if (error.constraints) into[path] = Object.values(error.constraints);
    if (error.children?.length) collect(error.children, path, into);
  }
  return into;
}

/**
 * The global pipe runs before a parameter's own pipe, and with `transform` it converted a path parameter
 * typed `number` with `Number()`: "0x1", "1e0", " 1" and "01" reached IdPipe as 1. Path parameters reach
 * their own pipe (IdPipe) as the text that was sent; bodies and queries are validated as before.
 */
class AppValidationPipe extends ValidationPipe {
  override transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    if (metadata.type === 'param') return Promise.resolve(value);
    return super.transform(value, metadata);
  }
}

export function createValidationPipe(): ValidationPipe {
  return new AppValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    stopAtFirstError: false,
    exceptionFactory: (errors) => {
      const fields = collect(errors);
      const summary = Object.values(fields).flat().join('; ');
      return new AppError('VALIDATION_FAILED', summary || 'The request is not valid', undefined, fields);
    },
  });
}

/**
 * For an optional field that cannot be null: absent (undefined) skips validation, but an explicit null is
 * validated like any other value and so refused by the field's own validators (`@IsOptional()` would let
 * null through to the service and the database). Use `@IsOptional()` only where null means "clear it".
 */
export function IsOptionalButNotNull(options?: ValidationOptions): PropertyDecorator {
  return (target, propertyKey) => {
    ValidateIf((_object, value) => value !== undefined, options)(target, propertyKey);
    IsDefined({ message: '$property may not be null', ...options })(target, propertyKey);
  };
}
