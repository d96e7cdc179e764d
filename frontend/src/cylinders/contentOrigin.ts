import { CONTENT_ORIGINS as ALL_ORIGINS, originNamesFacility, type ContentOrigin } from '@domain';

/**
 * The origins a person picks for a fill-up cylinder. RECOVERED is not among them: it is the content of a
 * recovery (RECLAIM) cylinder, set with its type (the server refuses it on any other cylinder).
 */
export const CONTENT_ORIGINS = ALL_ORIGINS.filter((origin) => origin !== 'RECOVERED');

/** The origin fields as typed: the facility is asked only for recycled or reclaimed gas. */
export interface OriginValues {
  contentOrigin: ContentOrigin;
  facilityName: string;
  facilityAddress: string;
  facilityCertificate: string;
}

export const VIRGIN_ORIGIN: OriginValues = {
  contentOrigin: 'VIRGIN',
  facilityName: '',
  facilityAddress: '',
  facilityCertificate: '',
};

export function originFrom(cylinder: {
  contentOrigin?: ContentOrigin | null;
  originFacility?: { name: string; address: string | null; certificateNumber: string | null } | null;
}): OriginValues {
  return {
    // A recovery cylinder's RECOVERED is not a choice: made a fill-up cylinder, it starts from virgin.
    contentOrigin:
      cylinder.contentOrigin && cylinder.contentOrigin !== 'RECOVERED' ? cylinder.contentOrigin : 'VIRGIN',
    facilityName: cylinder.originFacility?.name ?? '',
    facilityAddress: cylinder.originFacility?.address ?? '',
    facilityCertificate: cylinder.originFacility?.certificateNumber ?? '',
  };
}

/** Whether the facility (name, address, certificate) is asked: the server requires it for recycled or reclaimed gas. */
export const asksFacility = (origin: ContentOrigin) => originNamesFacility(origin);

/** The facility's name is required when asked (the server answers 400 otherwise), never for a recovery cylinder. */
export const facilityNameMissing = (v: OriginValues, cylinderType = 'FILL_UP') =>
  cylinderType !== 'RECLAIM' && asksFacility(v.contentOrigin) && v.facilityName.trim() === '';

/**
 * The request's contentOrigin and originFacility: a recovery cylinder holds recovered gas; no facility for
 * virgin gas, blanks as null.
 */
export function originPayload(v: OriginValues, cylinderType = 'FILL_UP') {
  if (cylinderType === 'RECLAIM') return { contentOrigin: 'RECOVERED' as const, originFacility: null };
  const blankToNull = (text: string) => text.trim() || null;
  return {
    contentOrigin: v.contentOrigin,
    originFacility: asksFacility(v.contentOrigin)
      ? {
          name: v.facilityName.trim(),
          address: blankToNull(v.facilityAddress),
          certificateNumber: blankToNull(v.facilityCertificate),
        }
      : null,
  };
}
