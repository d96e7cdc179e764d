import { AppError } from '../common/app-error';
import { kgText, originNamesFacility, toGrams, type ContentOrigin, type CylinderType } from '../domain';
import type { OriginFacilityInputDto } from './dto/cylinder-input.dto';

/**
 * The stored origin columns: recycled or reclaimed gas names its facility (400 otherwise, field
 * originFacility); virgin and recovered gas have none (a facility sent with them is not kept). A recovery
 * (RECLAIM) cylinder holds recovered gas (its default) and nothing else; recovered gas is in no other
 * cylinder (400, field contentOrigin).
 */
export function originColumns(
  cylinderType: CylinderType,
  requested: ContentOrigin | undefined,
  facility: OriginFacilityInputDto | null,
) {
  const contentOrigin = requested ?? (cylinderType === 'RECLAIM' ? 'RECOVERED' : 'VIRGIN');
  if ((cylinderType === 'RECLAIM') !== (contentOrigin === 'RECOVERED')) {
    const message =
      cylinderType === 'RECLAIM'
        ? `A recovery (RECLAIM) cylinder holds RECOVERED gas, not ${contentOrigin}`
        : 'RECOVERED gas is held in a recovery (RECLAIM) cylinder only: choose VIRGIN, RECYCLED or RECLAIMED';
    throw new AppError('VALIDATION_FAILED', message, undefined, { contentOrigin: [message] });
  }
  if (originNamesFacility(contentOrigin) && facility === null) {
    const message = `originFacility (name, address, certificateNumber) is required for ${contentOrigin} content`;
    throw new AppError('VALIDATION_FAILED', message, undefined, { originFacility: [message] });
  }
  const kept = originNamesFacility(contentOrigin) ? facility : null;
  return {
    contentOrigin,
    originFacilityName: kept?.name ?? null,
    originFacilityAddress: kept?.address ?? null,
    originFacilityCertificateNumber: kept?.certificateNumber ?? null,
  };
}

/** A capacity as exact numeric text; null clears it. */
export const capacityText = (capacity: number | null | undefined) =>
  capacity === null || capacity === undefined ? null : kgText(toGrams(capacity));
