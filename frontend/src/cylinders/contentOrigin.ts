import { CONTENT_ORIGINS, type ContentOrigin } from '@domain';

export { CONTENT_ORIGINS };

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
    contentOrigin: cylinder.contentOrigin ?? 'VIRGIN',
    facilityName: cylinder.originFacility?.name ?? '',
    facilityAddress: cylinder.originFacility?.address ?? '',
    facilityCertificate: cylinder.originFacility?.certificateNumber ?? '',
  };
}

/** Whether the facility (name, address, certificate) is asked: the server requires it when not virgin. */
export const asksFacility = (origin: ContentOrigin) => origin !== 'VIRGIN';

/** The facility's name is required when asked (the server answers 400 otherwise); null when fine. */
export const facilityNameMissing = (v: OriginValues) =>
  asksFacility(v.contentOrigin) && v.facilityName.trim() === '';

/** The request's contentOrigin and originFacility: no facility for virgin gas, blanks as null. */
export function originPayload(v: OriginValues) {
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
