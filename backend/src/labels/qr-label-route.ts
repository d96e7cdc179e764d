import { applyDecorators, Get, Header } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProduces } from '@nestjs/swagger';
import { ApiErrors } from '../common/api-docs';
import { RequirePermission } from '../common/require-permission.decorator';

// The QR label routes of every register (`:id/qr.png`, `:id/qr.svg`): one permission, one cache policy,
// one documented image format; `what` names the record, `encodes` what its code holds.
const IMAGE = 'of the QR code (error correction M, margin 2)';

export function QrPngRoute(what: string, encodes: string) {
  return applyDecorators(
    Get(':id/qr.png'),
    RequirePermission('labels:print'),
    ApiOperation({ summary: `${what} QR label as PNG (512 px; encodes ${encodes})` }),
    ApiProduces('image/png'),
    ApiOkResponse({ description: `PNG image ${IMAGE}`, schema: { type: 'string', format: 'binary' } }),
    ApiErrors(400, 401, 404),
    Header('Content-Type', 'image/png'),
    Header('Cache-Control', 'private, max-age=300'),
  );
}

export function QrSvgRoute(what: string, encodes: string) {
  return applyDecorators(
    Get(':id/qr.svg'),
    RequirePermission('labels:print'),
    ApiOperation({ summary: `${what} QR label as SVG (encodes ${encodes})` }),
    ApiProduces('image/svg+xml'),
    ApiOkResponse({ description: `SVG image ${IMAGE}`, schema: { type: 'string' } }),
    ApiErrors(400, 401, 404),
    Header('Content-Type', 'image/svg+xml; charset=utf-8'),
    Header('Cache-Control', 'private, max-age=300'),
  );
}
