import { Controller, Get, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { RequirePermission } from '../common/require-permission.decorator';
import { ApiErrors } from '../common/api-docs';
import { CylinderDto } from '../cylinders/dto/cylinder.dto';
import { CylindersService } from '../cylinders/cylinders.service';
import { ScanQueryDto } from './dto/scan-query.dto';

@ApiTags('scan')
@ApiBearerAuth()
@Controller('scan')
export class ScanController {
  constructor(private readonly cylinders: CylindersService) {}

  @Get('resolve')
  @RequirePermission('cylinders:show')
  @ApiOperation({
    summary: 'Resolve a scanned code to a cylinder',
    description:
      'A URL containing /cylinder/<id>, a bare id, or a serial number; a number that is no id is tried as a serial. None: 404 CYLINDER_NOT_FOUND.',
  })
  @ApiOkResponse({ type: CylinderDto })
  @ApiErrors(400, 401, 404)
  resolveScan(@Query() query: ScanQueryDto): Promise<CylinderDto> {
    return this.cylinders.resolveCode(query.code);
  }
}
