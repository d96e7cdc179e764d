/**
 * Every error code the API sends, with the HTTP status it is sent with. The web app translates each as
 * errors.<CODE> (its message test imports this list); AppError and its helpers accept only these codes.
 */
export const ERROR_CODES = {
  // generic answers of the exception filter, one per status
  VALIDATION_FAILED: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  TOO_MANY_REQUESTS: 429,
  INTERNAL_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
  // request input
  MALFORMED_JSON: 400,
  INVALID_URL: 400,
  INVALID_ID: 400,
  INVALID_TEXT: 400,
  BODY_TOO_COMPLEX: 400,
  INVALID_LIST_QUERY: 400,
  IDEMPOTENCY_KEY_INVALID: 400,
  IDEMPOTENCY_KEY_REUSED: 422,
  IDEMPOTENCY_REQUEST_IN_PROGRESS: 409,
  QUEUED_FOR_INVALID: 400,
  // database and instance
  STALE_VERSION: 409,
  IN_USE: 409,
  WRITE_CONFLICT: 409,
  DATABASE_UNAVAILABLE: 503,
  SCHEMA_OUTDATED: 503,
  SHUTTING_DOWN: 503,
  // auth and users
  INVALID_CREDENTIALS: 401,
  REGISTRATION_ADMIN_FORBIDDEN: 403,
  REGISTRATION_CLOSED: 403,
  CURRENT_PASSWORD_REQUIRED: 400,
  CURRENT_PASSWORD_WRONG: 400,
  EMAIL_TAKEN: 409,
  CANNOT_DELETE_SELF: 409,
  LAST_ADMIN: 409,
  // master data
  REFRIGERANT_NAME_TAKEN: 409,
  REFRIGERANT_IN_USE: 409,
  SUPPLIER_IN_USE: 409,
  REFRIGERANT_NOT_FOUND: 400,
  SUPPLIER_NOT_FOUND: 400,
  // cylinders (also 400: see ALSO_SENT_AS)
  CYLINDER_NOT_FOUND: 404,
  SERIAL_NUMBER_TAKEN: 409,
  CYLINDER_HAS_LOGS: 409,
  DELIVERY_BELOW_TARE: 400,
  RENTAL_ONLY_FOR_HUUR: 400,
  RETURN_BELOW_TARE: 400,
  CYLINDER_ALREADY_RETURNED: 409,
  CYLINDER_NOT_RETURNED: 409,
  RETURN_BEFORE_LAST_ENTRY: 409,
  CYLINDER_RETURNED: 409,
  // log entries
  LOG_ENTRY_NOT_FOUND: 404,
  LOG_ENTRY_DELETED: 409,
  USER_NOT_FOUND: 400,
  USER_INACTIVE: 400,
  NOT_ENOUGH_CONTENT: 400,
  NO_WEIGHT_GAP: 409,
  GAP_ALREADY_EXPLAINED: 409,
  // the weight rules (log-entry-weights.ts: LogEntryRuleCode)
  WEIGHT_MISMATCH: 400,
  FILLUP_HEAVIER: 400,
  RECLAIM_LIGHTER: 400,
  WEIGHT_REQUIRED: 400,
  GENERAL_MOVES_NOTHING: 400,
  NEGATIVE_WEIGHT: 400,
  // customers, installations and leak checks (CUSTOMER_NOT_FOUND, INSTALLATION_NOT_FOUND: also 400)
  CUSTOMER_NOT_FOUND: 404,
  CUSTOMER_IN_USE: 409,
  INSTALLATION_NOT_FOUND: 404,
  INSTALLATION_NAME_TAKEN: 409,
  INSTALLATION_IN_USE: 409,
  INSTALLATION_DECOMMISSIONED: 400,
  INSTALLATION_ALREADY_DECOMMISSIONED: 409,
  INSTALLATION_GAS_MISMATCH: 400,
  INSTALLATION_REQUIRED: 400,
  LEAK_CHECK_NOT_FOUND: 404,
  LEAK_CHECK_VOIDED: 409,
  FOLLOW_UP_NOT_FOUND: 400,
  // the installation logbook and its share links
  INVALID_PERIOD: 400,
  SHARE_LINK_NOT_FOUND: 404,
  SHARE_LINK_REVOKED: 409,
  // certificates and the servicing ban (certificates.ts, servicing-ban.ts)
  CERTIFICATE_INVALID: 403,
  SERVICING_BAN: 409,
  // measuring instruments (INSTRUMENT_NOT_FOUND: also 400 when a record names an unknown instrument)
  INSTRUMENT_NOT_FOUND: 404,
  INSTRUMENT_SERIAL_TAKEN: 409,
  INSTRUMENT_IN_USE: 409,
  // the annual balance and its sign-off
  YEAR_SIGNED_OFF: 409,
  YEAR_ALREADY_SIGNED_OFF: 409,
  YEAR_NOT_ENDED: 409,
  // the date rule (log-entry-rules.ts): the web app shows these codes; the API answers VALIDATION_FAILED
  DATE_IN_FUTURE: 400,
  DATE_TOO_EARLY: 400,
} as const satisfies Record<string, number>;

export type ErrorCode = keyof typeof ERROR_CODES;

/**
 * Codes sent with a second status besides their catalogue one. CYLINDER_NOT_FOUND is a 404 for
 * /cylinders/:id but a 400 when a log entry's body names a cylinder that does not exist.
 */
export const ALSO_SENT_AS = {
  CYLINDER_NOT_FOUND: 400,
  CUSTOMER_NOT_FOUND: 400,
  INSTALLATION_NOT_FOUND: 400,
  INSTRUMENT_NOT_FOUND: 400,
} as const satisfies Partial<Record<ErrorCode, number>>;

/** The statuses a code may be sent with. */
export type ErrorStatus<C extends ErrorCode> =
  (typeof ERROR_CODES)[C] | (C extends keyof typeof ALSO_SENT_AS ? (typeof ALSO_SENT_AS)[C] : never);

/** The codes that may be sent with status S. */
export type ErrorCodeWithStatus<S extends number> = {
  [C in ErrorCode]: S extends ErrorStatus<C> ? C : never;
}[ErrorCode];
