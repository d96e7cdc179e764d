import { Body, Controller, Delete, Get, Param, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '../common/api-docs';
import { CurrentUser, type AuthUser } from '../common/current-user';
import { IdPipe } from '../common/id.pipe';
import { RequirePermission } from '../common/require-permission.decorator';
import { CreateShareLinkDto, ShareLinkCreatedDto, ShareLinkDto } from './dto/share-link.dto';
import { ShareLinksService } from './share-links.service';

@ApiTags('installations')
@ApiBearerAuth()
@Controller('installations')
export class ShareLinksController {
  constructor(private readonly links: ShareLinksService) {}

  // Not @Idempotent(): its answer carries the token, which must never sit in a table (the idempotency keys'
  // stored answers) for a day; a repeated request makes a second link, which the administrator can revoke.
  @Post(':id/share-links')
  @RequirePermission('installations:share')
  @ApiOperation({
    summary: "Give the owner a read-only link to the installation's logbook (administrators)",
    description:
      'Answers { id, url } with url = <public URL>/logbook/<token>: a web page that reads GET /api/public/logbook/{token} ' +
      '(and .pdf) without signing in. The token (256 random bits) is shown only in this answer: only its SHA-256 is stored. ' +
      "The link opens this installation's logbook and nothing else, until it is revoked or its expiresOn has passed " +
      '(then its token answers 404 SHARE_LINK_NOT_FOUND, as a revoked one). The body (optional) gives it a label ' +
      'and a last day (400 VALIDATION_FAILED for a day before today).',
  })
  @ApiCreatedResponse({ type: ShareLinkCreatedDto })
  @ApiErrors(400, 401, 403, 404)
  createShareLink(
    @Param('id', IdPipe) id: number,
    @Body() body: CreateShareLinkDto,
    @CurrentUser() actor: AuthUser,
  ) {
    return this.links.create(id, body ?? {}, actor);
  }

  @Get(':id/share-links')
  @RequirePermission('installations:share')
  @ApiOperation({
    summary:
      "The installation's share links, newest first, revoked and expired ones too, with their label and last day (administrators)",
  })
  @ApiOkResponse({ type: [ShareLinkDto] })
  @ApiErrors(400, 401, 403, 404)
  listShareLinks(@Param('id', IdPipe) id: number) {
    return this.links.list(id);
  }

  @Delete(':id/share-links/:linkId')
  @RequirePermission('installations:share')
  @ApiOperation({
    summary: 'Revoke a share link at once (administrators); its token then answers 404',
    description: '404 SHARE_LINK_NOT_FOUND (not a link of this installation), 409 SHARE_LINK_REVOKED.',
  })
  @ApiOkResponse({ type: ShareLinkDto })
  @ApiErrors(400, 401, 403, 404, 409)
  revokeShareLink(
    @Param('id', IdPipe) id: number,
    @Param('linkId', IdPipe) linkId: number,
    @CurrentUser() actor: AuthUser,
  ) {
    return this.links.revoke(id, linkId, actor);
  }
}
