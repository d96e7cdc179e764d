import { Injectable } from '@nestjs/common';
import { AppError, conflict, notFound } from '../common/app-error';
import { companyToday } from '../common/calendar-date';
import type { AuthUser } from '../common/current-user';
import { installationNotFound } from '../installations/installations.service';
import { SettingsService } from '../settings/settings.service';
import type { CreateShareLinkDto, ShareLinkCreatedDto, ShareLinkDto } from './dto/share-link.dto';
import { isShareTokenShaped, newShareToken, shareTokenHash } from './share-link-token';
import { ShareLinksRepository, type ShareLinkRow } from './share-links.repository';

/** Unknown, malformed, revoked and expired tokens get one and the same answer. */
const linkNotFound = () => notFound('Share link', 'SHARE_LINK_NOT_FOUND');

function toShareLinkDto(row: ShareLinkRow): ShareLinkDto {
  return {
    id: row.id,
    installationId: row.installation_id,
    createdAt: row.created_at,
    createdBy: { id: row.created_by_id, name: row.created_by_name },
    label: row.label,
    expiresOn: row.expires_on,
    expired: row.expired,
    revokedAt: row.revoked_at,
    revokedBy: row.revoked_by_id === null ? null : { id: row.revoked_by_id, name: row.revoked_by_name! },
  };
}

/** The owner's read-only links to an installation's logbook: made, listed and revoked by administrators. */
@Injectable()
export class ShareLinksService {
  constructor(
    private readonly links: ShareLinksRepository,
    private readonly settings: SettingsService,
  ) {}

  async create(
    installationId: number,
    input: CreateShareLinkDto,
    actor: AuthUser,
  ): Promise<ShareLinkCreatedDto> {
    const expiresOn = input.expiresOn ?? null;
    if (expiresOn !== null && expiresOn < companyToday()) {
      const message = 'expiresOn must not be before today';
      throw new AppError('VALIDATION_FAILED', message, undefined, { expiresOn: [message] });
    }
    const token = newShareToken();
    const id = await this.links.transaction(async (tx) => {
      if (!(await this.links.installationExists(installationId, tx))) throw installationNotFound();
      return this.links.insert(tx, {
        installationId,
        tokenHash: shareTokenHash(token),
        createdById: actor.id,
        label: input.label ?? null,
        expiresOn,
      });
    });
    const { publicUrl } = await this.settings.get();
    return { id, url: `${publicUrl.replace(/\/+$/, '')}/logbook/${token}` };
  }

  async list(installationId: number): Promise<ShareLinkDto[]> {
    if (!(await this.links.installationExists(installationId))) throw installationNotFound();
    return (await this.links.ofInstallation(installationId)).map(toShareLinkDto);
  }

  /** Revokes at once: the next request with its token is answered 404. */
  async revoke(installationId: number, linkId: number, actor: AuthUser): Promise<ShareLinkDto> {
    const row = await this.links.transaction(async (tx) => {
      const link = await this.links.lock(tx, linkId, installationId);
      if (!link) {
        if (!(await this.links.installationExists(installationId, tx))) throw installationNotFound();
        throw linkNotFound();
      }
      if (link.revoked) throw conflict('SHARE_LINK_REVOKED', 'This share link has already been revoked');
      await this.links.revoke(tx, linkId, actor.id);
      return this.links.findRow(linkId, tx);
    });
    return toShareLinkDto(row!);
  }

  /** The installation a token opens; 404 SHARE_LINK_NOT_FOUND for anything but a live link's token. */
  async installationOf(token: string): Promise<number> {
    if (!isShareTokenShaped(token)) throw linkNotFound();
    const installationId = await this.links.installationOfToken(shareTokenHash(token));
    if (installationId === undefined) throw linkNotFound();
    return installationId;
  }
}
