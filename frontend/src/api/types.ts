import type { components } from './schema';

/** The API's bodies by the web app's names; every one is generated from openapi/openapi.json (schema.d.ts). */
type Schemas = components['schemas'];

export type ApiError = Schemas['ErrorDto'];
export type Cylinder = Schemas['CylinderDto'];
/** GET /api/cylinders/:id: the list's fields and the newest log entries. */
export type CylinderDetail = Schemas['CylinderDetailDto'];
export type LogEntry = Schemas['LogEntryDto'];
export type LogEntryRevision = Schemas['LogEntryRevisionDto'];
export type FieldChange = Schemas['FieldChangeDto'];
export type Refrigerant = Schemas['RefrigerantDto'];
export type RefrigerantStats = Schemas['RefrigerantStatsDto'];
export type Supplier = Schemas['SupplierDto'];
export type SupplierStats = Schemas['SupplierStatsDto'];
export type User = Schemas['UserDto'];
export type UserSummary = Schemas['UserSummaryDto'];
export type Settings = Schemas['SettingsDto'];
export type PublicSettings = Schemas['PublicSettingsDto'];
export type Session = Schemas['SessionDto'];
export type DashboardStats = Schemas['DashboardStatsDto'];
export type InventoryLine = Schemas['InventoryLineDto'];
export type Customer = Schemas['CustomerDto'];
export type Installation = Schemas['InstallationDto'];
export type LeakCheck = Schemas['LeakCheckDto'];
export type Instrument = Schemas['InstrumentDto'];
export type InstrumentRef = Schemas['InstrumentRefDto'];
export type Logbook = Schemas['LogbookDto'];
export type ShareLink = Schemas['ShareLinkDto'];
export type ShareLinkCreated = Schemas['ShareLinkCreatedDto'];
