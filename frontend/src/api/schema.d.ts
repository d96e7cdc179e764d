/**
 * Generated from openapi/openapi.json by frontend/scripts/api-types.mjs (`npm run openapi`): do not edit.
 * Name the types through src/api/types.ts.
 */
export interface paths {
  '/api/settings/public': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** What the sign-in page needs: is registration open, the organisation name */
    get: operations['getPublicSettings'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/settings': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Application settings */
    get: operations['getSettings'];
    /** Change application settings (admin) */
    put: operations['updateSettings'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/register': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Register; the first account becomes ADMIN, later ones MONTEUR */
    post: operations['register'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/login': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Sign in with e-mail and password */
    post: operations['login'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/me': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The signed-in user */
    get: operations['getMe'];
    /** Update the own profile; a password change needs the current password and ends other sessions */
    put: operations['updateMe'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List users (admins see e-mail addresses; fitters see id, name, role) */
    get: operations['listUsers'];
    put?: never;
    /** Create a user (admin) */
    post: operations['createUser'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One user */
    get: operations['getUser'];
    /** Update a user (admin); an empty or missing password leaves it unchanged */
    put: operations['updateUser'];
    post?: never;
    /** Delete a user (admin); a user that records point to is deactivated instead */
    delete: operations['deleteUser'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/health': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Liveness and database check */
    get: operations['getHealth'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/health/ready': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Readiness: the database answers and its schema is at the latest migration; 503 otherwise and while the instance stops */
    get: operations['getReadiness'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/refrigerants': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List refrigerants with the number of cylinders using each (filters q, type, id; sortable by every column) */
    get: operations['listRefrigerants'];
    put?: never;
    /** Create a refrigerant (admin); the name is unique regardless of case */
    post: operations['createRefrigerant'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/refrigerants/stats': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Number of refrigerants in all and per GWP band */
    get: operations['refrigerantStats'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/refrigerants/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One refrigerant */
    get: operations['getRefrigerant'];
    /** Update a refrigerant (admin); fields left out stay unchanged, gwp null clears it */
    put: operations['updateRefrigerant'];
    post?: never;
    /** Delete a refrigerant (admin) and answer it as it was; 409 REFRIGERANT_IN_USE while cylinders use it */
    delete: operations['deleteRefrigerant'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/suppliers': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List suppliers with the number of cylinders from each (filters q, id, hasCylinders; sortable by every column) */
    get: operations['listSuppliers'];
    put?: never;
    /** Create a supplier (admin); optional text is trimmed and empty becomes null */
    post: operations['createSupplier'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/suppliers/stats': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Number of suppliers, of their cylinders, and of suppliers with and without any */
    get: operations['supplierStats'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/suppliers/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One supplier */
    get: operations['getSupplier'];
    /** Update a supplier (admin); fields left out stay unchanged, null or empty clears optional text */
    put: operations['updateSupplier'];
    post?: never;
    /** Delete a supplier (admin) and answer it as it was; 409 SUPPLIER_IN_USE while cylinders point to it */
    delete: operations['deleteSupplier'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/cylinders': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List cylinders
     * @description Filters: q (serial number, gas type, location), status, ownership, cylinderType, gasType (exact, case-insensitive), supplierId, refrigerantId, hasWeightGap, fillLevel, createdFrom, id. Sort: id, serialNumber, gasType, status, location, supplierName, ownership, purchaseDate, cylinderType, currentWeight, fillPercent, createdAt, lastLogDate.
     */
    get: operations['listCylinders'];
    put?: never;
    /**
     * Create a cylinder
     * @description Received (receivedOn) in a signed-off year with content: 409 YEAR_SIGNED_OFF.
     */
    post: operations['createCylinder'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/cylinders/export.csv': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The cylinder register as CSV (same filters and sort as the list; up to 100,000 rows)
     * @description Semicolon-separated, UTF-8 with BOM, CRLF, decimal comma; text cells starting with = + - @ are prefixed with '. lang=en: English headers, API codes as values (the long-standing format). lang=nl: Dutch headers and words, then the codes again in the columns cylinderType, status, ownership, fillLevel at the end.
     */
    get: operations['exportCylinders'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/cylinders/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One cylinder with its newest live log entries (newest first, 500 unless logsLimit) */
    get: operations['getCylinder'];
    /**
     * Update a cylinder; send the version you read (a stale one answers 409 STALE_VERSION)
     * @description An edit that would change a signed-off year's balance (tare, delivery weight, receivedOn, gas or refrigerant of a cylinder with content or entries in that year) answers 409 YEAR_SIGNED_OFF.
     */
    put: operations['updateCylinder'];
    post?: never;
    /**
     * Erase a cylinder without log entries (admin); with entries: 409 CYLINDER_HAS_LOGS
     * @description One that holds gas in a signed-off year's balance: 409 YEAR_SIGNED_OFF.
     */
    delete: operations['deleteCylinder'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/cylinders/{id}/return': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Return the cylinder to its supplier: status INACTIVE with returnedOn set (out of pickers and stock, records kept); twice: 409 CYLINDER_ALREADY_RETURNED
     * @description Dated in a signed-off year: 409 YEAR_SIGNED_OFF; dated before a live entry of the cylinder: 409 RETURN_BEFORE_LAST_ENTRY (params lastEntryOn). Afterwards the cylinder takes no entry dated after returnedOn (409 CYLINDER_RETURNED).
     */
    post: operations['returnCylinder'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/cylinders/{id}/return-slip.pdf': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The return slip of a returned cylinder (PDF, A4) to hand to the supplier
     * @description Who returns it (the organisation and its F-gas certificate) to whom (the supplier), the cylinder, the day and reference of the return, the gross and tare weights and the refrigerant still in it (with CO2e), and boxes to sign. lang (nl|en; default the Accept-Language, else nl; en without that header). 409 CYLINDER_NOT_RETURNED before the return (POST /api/cylinders/{id}/return).
     */
    get: operations['getCylinderReturnSlip'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/cylinders/{id}/qr.png': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The cylinder's QR label as PNG (512 px; encodes qrCode) */
    get: operations['getCylinderQrPng'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/cylinders/{id}/qr.svg': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The cylinder's QR label as SVG (encodes qrCode) */
    get: operations['getCylinderQrSvg'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/scan/resolve': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Resolve a scanned code to a cylinder
     * @description A URL containing /cylinder/<id>, a bare id, or a serial number; a number that is no id is tried as a serial. None: 404 CYLINDER_NOT_FOUND.
     */
    get: operations['resolveScan'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/logs': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List mutations (log entries)
     * @description Filters: cylinderId, userId, mutationType, direction (IN|OUT|NONE), dateFrom, dateTo (a bare YYYY-MM-DD includes that day), q (work order, note), id, includeDeleted (admins only). Sort: id, date, mutationType, weight, createdAt; default date DESC.
     */
    get: operations['listLogEntries'];
    put?: never;
    /**
     * Record a mutation
     * @description Weight rules: WEIGHT_MISMATCH, FILLUP_HEAVIER, RECLAIM_LIGHTER, WEIGHT_REQUIRED, GENERAL_MOVES_NOTHING, NOT_ENOUGH_CONTENT (params available, requested); CYLINDER_NOT_FOUND, USER_NOT_FOUND, USER_INACTIVE. A weight gap beyond the tolerance is stored on the entry (weightGap). 409 YEAR_SIGNED_OFF: dated in a signed-off year, or moving gas a later signed year's opening holds; 409 CYLINDER_RETURNED (params returnedOn): dated after the cylinder's return.
     */
    post: operations['createLogEntry'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/logs/export.csv': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The F-gas logbook as CSV
     * @description Filters: cylinderId, userId, mutationType, direction (IN|OUT|NONE), dateFrom, dateTo (a bare YYYY-MM-DD includes that day), q (work order, note), id, includeDeleted (admins only). Oldest first. ';'-separated, UTF-8 with BOM, CRLF, decimal comma, dates in Dutch local time. Columns: date, cylinder serial, gas, GWP, mutation type, direction, kg moved, tonnes CO2e, before, after, work order, fitter, entered by, note, gap, gap explanation, corrected, deleted. lang (nl|en; default the request's Accept-Language, else nl; en without that header): en is this format with API codes as values; nl has Dutch headers and words (ja/nee) and repeats the codes in the columns mutationType, direction at the end.
     */
    get: operations['exportLogEntries'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/logs/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One mutation (deleted ones: administrators only) */
    get: operations['getLogEntry'];
    /**
     * Correct a mutation (administrators); the earlier values are kept in its history
     * @description 409 YEAR_SIGNED_OFF when the entry or its new date lies in a signed-off year (or the change moves gas a later signed year's opening holds); 409 CYLINDER_RETURNED when the new date is after the cylinder's return.
     */
    put: operations['updateLogEntry'];
    post?: never;
    /** Delete a mutation (administrators): it is marked deleted, never erased */
    delete: operations['deleteLogEntry'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/logs/{id}/history': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A mutation's history (administrators): CREATE, EDIT, DELETE and EXPLAIN_GAP steps, oldest first */
    get: operations['getLogEntryHistory'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/logs/{id}/explain-gap': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Explain a mutation's weight gap (administrators)
     * @description The gap stays on the entry but no longer counts on its cylinder (hasWeightGap, the dashboard). Recorded in its history (EXPLAIN_GAP). 404 LOG_ENTRY_NOT_FOUND (also deleted entries); 409 NO_WEIGHT_GAP, GAP_ALREADY_EXPLAINED. An edit that changes the gap clears the explanation.
     */
    post: operations['explainGap'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/stats/dashboard': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Dashboard figures: cylinders by type and status, content and CO2e, inventory per gas type, weight gaps, latest mutations */
    get: operations['getDashboardStats'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/customers': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List customers with their number of installations
     * @description Filters: q (name, address, contact person, e-mail, phone), id. Sort: id, name, address, contactPerson, email, phone, installationCount, createdAt, updatedAt; default name ASC.
     */
    get: operations['listCustomers'];
    put?: never;
    /** Register a customer (the owner or operator of installations) */
    post: operations['createCustomer'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/customers/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One customer */
    get: operations['getCustomer'];
    /** Update a customer; fields left out stay unchanged, null clears an optional one */
    put: operations['updateCustomer'];
    post?: never;
    /** Delete a customer (administrators) and answer it as it was; 409 CUSTOMER_IN_USE while it has installations */
    delete: operations['deleteCustomer'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/installations': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List installations with their leak-check schedule
     * @description Filters: q (name, customer name, address, serial number), id, customerId, refrigerantId, status (ACTIVE|DECOMMISSIONED), category, leakCheckStatus (LEAK_UNREPAIRED|EXEMPT|OK|DUE_SOON|OVERDUE|NEVER_CHECKED). Sort: id, name, customerName, address, category, serialNumber, gasType, chargeKg, installedOn, status, leakCheckIntervalMonths, lastLeakCheckOn, nextLeakCheckDue (nulls last), createdAt; default name ASC. The server computes the leak-check schedule (Regulation (EU) 2024/573 Art. 5): leakCheckIntervalMonths from the charge in t CO2e (5 to < 50: 12, 50 to < 500: 6, >= 500: 3 months; 24/12/6 with a leak detection system; HFOs by kg: 1/10/100 kg), null when exempt (below the threshold, hermetically sealed below 10 t CO2e, no GWP); a decommissioned installation keeps the interval it had. nextLeakCheckDue one interval after the last check (never checked: after installedOn, or the day it was registered), earlier while a repair awaits its follow-up (within a month of repairedOn); null when exempt or decommissioned. leakCheckStatus LEAK_UNREPAIRED while a leak found has no repair on record (leakUnrepairedSince), whatever is due.
     */
    get: operations['listInstallations'];
    put?: never;
    /**
     * Register an installation (one refrigerant circuit)
     * @description 400 CUSTOMER_NOT_FOUND, REFRIGERANT_NOT_FOUND; 409 INSTALLATION_NAME_TAKEN (the name is unique per customer, case-insensitive). The server computes the leak-check schedule (Regulation (EU) 2024/573 Art. 5): leakCheckIntervalMonths from the charge in t CO2e (5 to < 50: 12, 50 to < 500: 6, >= 500: 3 months; 24/12/6 with a leak detection system; HFOs by kg: 1/10/100 kg), null when exempt (below the threshold, hermetically sealed below 10 t CO2e, no GWP); a decommissioned installation keeps the interval it had. nextLeakCheckDue one interval after the last check (never checked: after installedOn, or the day it was registered), earlier while a repair awaits its follow-up (within a month of repairedOn); null when exempt or decommissioned. leakCheckStatus LEAK_UNREPAIRED while a leak found has no repair on record (leakUnrepairedSince), whatever is due.
     */
    post: operations['createInstallation'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/installations/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * One installation
     * @description The server computes the leak-check schedule (Regulation (EU) 2024/573 Art. 5): leakCheckIntervalMonths from the charge in t CO2e (5 to < 50: 12, 50 to < 500: 6, >= 500: 3 months; 24/12/6 with a leak detection system; HFOs by kg: 1/10/100 kg), null when exempt (below the threshold, hermetically sealed below 10 t CO2e, no GWP); a decommissioned installation keeps the interval it had. nextLeakCheckDue one interval after the last check (never checked: after installedOn, or the day it was registered), earlier while a repair awaits its follow-up (within a month of repairedOn); null when exempt or decommissioned. leakCheckStatus LEAK_UNREPAIRED while a leak found has no repair on record (leakUnrepairedSince), whatever is due.
     */
    get: operations['getInstallation'];
    /**
     * Update an installation; fields left out stay unchanged, null clears an optional one
     * @description A change of charge, refrigerant, sealing, leak detection or installation date recomputes the schedule. The server computes the leak-check schedule (Regulation (EU) 2024/573 Art. 5): leakCheckIntervalMonths from the charge in t CO2e (5 to < 50: 12, 50 to < 500: 6, >= 500: 3 months; 24/12/6 with a leak detection system; HFOs by kg: 1/10/100 kg), null when exempt (below the threshold, hermetically sealed below 10 t CO2e, no GWP); a decommissioned installation keeps the interval it had. nextLeakCheckDue one interval after the last check (never checked: after installedOn, or the day it was registered), earlier while a repair awaits its follow-up (within a month of repairedOn); null when exempt or decommissioned. leakCheckStatus LEAK_UNREPAIRED while a leak found has no repair on record (leakUnrepairedSince), whatever is due.
     */
    put: operations['updateInstallation'];
    post?: never;
    /** Delete an installation (administrators) and answer it as it was; 409 INSTALLATION_IN_USE when mutations or leak checks name it (decommission it instead) */
    delete: operations['deleteInstallation'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/installations/{id}/decommission': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Decommission an installation (administrators)
     * @description Sets status DECOMMISSIONED with the date and what happened to the gas; it then takes no new mutations or leak checks (400 INSTALLATION_DECOMMISSIONED), and the entries already linked (the recovery reclaims) stay. 409 INSTALLATION_ALREADY_DECOMMISSIONED.
     */
    post: operations['decommissionInstallation'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/installations/{id}/qr.png': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The installation's QR label as PNG (512 px; encodes <public URL>/installations/<id>) */
    get: operations['getInstallationQrPng'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/installations/{id}/qr.svg': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The installation's QR label as SVG (encodes <public URL>/installations/<id>) */
    get: operations['getInstallationQrSvg'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/leak-checks': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List leak checks
     * @description Filters: installationId, userId, result (NO_LEAK|LEAK_FOUND), followUpOfId, checkedFrom, checkedTo (YYYY-MM-DD, inclusive), q (leak location, repair, note, installation name), id, includeVoided (administrators only). Sort: id, checkedOn, result, repairedOn, createdAt; default checkedOn DESC.
     */
    get: operations['listLeakChecks'];
    put?: never;
    /**
     * Record a leak check
     * @description LEAK_FOUND with repairedOn puts the follow-up check due between repairedOn + 24 h and repairedOn + 1 month (followUpDueFrom, followUpDueBy; the installation's nextLeakCheckDue moves to followUpDueBy at the latest). 400 INSTALLATION_NOT_FOUND, INSTALLATION_DECOMMISSIONED, FOLLOW_UP_NOT_FOUND, USER_NOT_FOUND, USER_INACTIVE; VALIDATION_FAILED for a date in the future, before the installation date, or a repair before the check.
     */
    post: operations['createLeakCheck'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/leak-checks/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One leak check (voided ones: administrators only) */
    get: operations['getLeakCheck'];
    /**
     * Correct a leak check (administrators); the earlier values are kept in its history
     * @description 409 LEAK_CHECK_VOIDED for a voided check. The installation stays the same.
     */
    put: operations['updateLeakCheck'];
    post?: never;
    /**
     * Void a leak check (administrators): marked void with the reason, never erased
     * @description It no longer counts in the schedule; 409 LEAK_CHECK_VOIDED when it already is void.
     */
    delete: operations['voidLeakCheck'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/leak-checks/{id}/history': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A leak check's history (administrators): CREATE, EDIT and VOID steps, oldest first */
    get: operations['getLeakCheckHistory'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/installations/{id}/logbook': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The F-gas logbook of an installation (Regulation (EU) 2024/573 Art. 7, sections (a) to (g))
     * @description Period: from and to are calendar days (YYYY-MM-DD, Europe/Amsterdam), both included, each optional (default: every record); 400 VALIDATION_FAILED for a bad date, 400 INVALID_PERIOD when from is after to. Mutations count by their date, leak checks by the day checked or repaired, the decommissioning by its day. Deleted mutations and voided checks are left out.
     */
    get: operations['getInstallationLogbook'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/installations/{id}/logbook.csv': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The F-gas logbook of an installation as CSV
     * @description One row per event (FILL_UP, RECOVERY, LEAK_CHECK, REPAIR, DECOMMISSION), oldest first; ';'-separated, UTF-8 with BOM, CRLF, decimal comma. Columns: installation, customer, refrigerant, installation charge (kg) (the same on every row, so a row stands on its own), date, event, detail (mutation type, leak-check result or gas destination), work order, leak location or repair, kg, cylinder serial, content origin (RECOVERED for a recovery), origin (the facility of recycled or reclaimed gas, the installations recovered gas came from), fitter, fitter certificate, note. lang (nl|en; default the request's Accept-Language, else nl; en without that header): nl has Dutch headers and words and repeats the codes in the columns event, detail code at the end. File name: fgas-logbook-<installation>-<customer>-<from>_<to>.csv (an open start "begin", an open end today). Period: from and to are calendar days (YYYY-MM-DD, Europe/Amsterdam), both included, each optional (default: every record); 400 VALIDATION_FAILED for a bad date, 400 INVALID_PERIOD when from is after to. Mutations count by their date, leak checks by the day checked or repaired, the decommissioning by its day. Deleted mutations and voided checks are left out.
     */
    get: operations['exportInstallationLogbookCsv'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/installations/{id}/logbook.pdf': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The F-gas logbook of an installation as PDF
     * @description A4, made by the server: company and certificate, owner and installation header (address, gas, charge, CO2e, interval, next due), then sections (a) to (g) as tables with every record, who did it and which certificate; the period, the generation time and "page x of y" on every page. lang as for the CSV. Period: from and to are calendar days (YYYY-MM-DD, Europe/Amsterdam), both included, each optional (default: every record); 400 VALIDATION_FAILED for a bad date, 400 INVALID_PERIOD when from is after to. Mutations count by their date, leak checks by the day checked or repaired, the decommissioning by its day. Deleted mutations and voided checks are left out.
     */
    get: operations['exportInstallationLogbookPdf'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/installations/{id}/share-links': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The installation's share links, newest first, revoked and expired ones too, with their label and last day (administrators) */
    get: operations['listShareLinks'];
    put?: never;
    /**
     * Give the owner a read-only link to the installation's logbook (administrators)
     * @description Answers { id, url } with url = <public URL>/logbook/<token>: a web page that reads GET /api/public/logbook/{token} (and .pdf) without signing in. The token (256 random bits) is shown only in this answer: only its SHA-256 is stored. The link opens this installation's logbook and nothing else, until it is revoked or its expiresOn has passed (then its token answers 404 SHARE_LINK_NOT_FOUND, as a revoked one). The body (optional) gives it a label and a last day (400 VALIDATION_FAILED for a day before today).
     */
    post: operations['createShareLink'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/installations/{id}/share-links/{linkId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Revoke a share link at once (administrators); its token then answers 404
     * @description 404 SHARE_LINK_NOT_FOUND (not a link of this installation), 409 SHARE_LINK_REVOKED.
     */
    delete: operations['revokeShareLink'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/public/logbook/{token}.pdf': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The logbook a share link opens, as PDF (no sign-in)
     * @description The token of a share link. An unknown, malformed or revoked token answers 404 SHARE_LINK_NOT_FOUND, all alike. A4, made by the server: company and certificate, owner and installation header (address, gas, charge, CO2e, interval, next due), then sections (a) to (g) as tables with every record, who did it and which certificate; the period, the generation time and "page x of y" on every page. lang as for the CSV. Period: from and to are calendar days (YYYY-MM-DD, Europe/Amsterdam), both included, each optional (default: every record); 400 VALIDATION_FAILED for a bad date, 400 INVALID_PERIOD when from is after to. Mutations count by their date, leak checks by the day checked or repaired, the decommissioning by its day. Deleted mutations and voided checks are left out.
     */
    get: operations['getPublicLogbookPdf'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/public/logbook/{token}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The logbook a share link opens (no sign-in)
     * @description The token of a share link. An unknown, malformed or revoked token answers 404 SHARE_LINK_NOT_FOUND, all alike. The same answer as GET /api/installations/{id}/logbook; it names people by name only. Period: from and to are calendar days (YYYY-MM-DD, Europe/Amsterdam), both included, each optional (default: every record); 400 VALIDATION_FAILED for a bad date, 400 INVALID_PERIOD when from is after to. Mutations count by their date, leak checks by the day checked or repaired, the decommissioning by its day. Deleted mutations and voided checks are left out.
     */
    get: operations['getPublicLogbook'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/balances': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The annual balance: one row per gas (kg and t CO2e)
     * @description opening + received + recovered - filled - returned + unexplained = closing, to the gram, for every gas. The year is the calendar year in Europe/Amsterdam.
     */
    get: operations['getBalance'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/balances/export.csv': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The annual balance as CSV (semicolons, UTF-8 with BOM, decimal comma) */
    get: operations['exportBalanceCsv'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/balances/export.pdf': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The annual balance as PDF (A4): the CSV rows in kg and t CO2e with totals
     * @description With the company's name and certificate (settings) and the year's sign-off (who, when) or that it is not signed off. Language from lang, else Accept-Language.
     */
    get: operations['exportBalancePdf'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/balances/sign-offs': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Who signed which year off, and when (newest year first) */
    get: operations['listSignOffs'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/balances/{year}/sign-off': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Sign a year's balance off (admin): its log entries can no longer be created, changed or deleted (409 YEAR_SIGNED_OFF); twice: 409 YEAR_ALREADY_SIGNED_OFF; a year that has not ended (the current year or a later one, Europe/Amsterdam, by the database clock): 409 YEAR_NOT_ENDED
     * @description Its figures stay as signed: cylinder edits, new or erased cylinders, returns and entries of earlier years that would change them answer 409 YEAR_SIGNED_OFF. Corrections go into the next year.
     */
    post: operations['signOff'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/instruments': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List measuring instruments (filters q on serial number and make, id, kind, overdue; sortable by every column) */
    get: operations['listInstruments'];
    put?: never;
    /** Register an instrument (admin); 409 INSTRUMENT_SERIAL_TAKEN for a known kind and serial */
    post: operations['createInstrument'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/instruments/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One instrument */
    get: operations['getInstrument'];
    /** Update an instrument (admin), e.g. after a calibration; fields left out stay unchanged, null clears make and dates */
    put: operations['updateInstrument'];
    post?: never;
    /** Delete an instrument (admin) and answer it as it was; 409 INSTRUMENT_IN_USE while log entries or leak checks name it */
    delete: operations['deleteInstrument'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export type webhooks = Record<string, never>;
export interface components {
  schemas: {
    PublicSettingsDto: {
      /** @description Whether a visitor may register (as MONTEUR). Off until an admin switches it on, unless REGISTRATION=open; on an empty database the first account may always register (it becomes ADMIN). */
      registrationOpen: boolean;
      organisationName: string;
    };
    ErrorDto: {
      /** @example 409 */
      statusCode: number;
      /**
       * @description Stable machine code
       * @example SERIAL_NUMBER_TAKEN
       */
      code: string;
      /** @description Plain English sentence (same as message) */
      error: string;
      message: string;
      params?: {
        [key: string]: unknown;
      };
      fields?: {
        [key: string]: string[];
      };
      requestId?: string;
    };
    SettingsDto: {
      /** @description Whether a visitor may register (as MONTEUR). Off until an admin switches it on, unless REGISTRATION=open; on an empty database the first account may always register (it becomes ADMIN). */
      registrationOpen: boolean;
      organisationName: string;
      /**
       * @description kg; a weight gap above this is flagged
       * @example 0.05
       */
      weightGapTolerance: number;
      /**
       * @description Base URL encoded in QR labels
       * @example https://fgas.example.com
       */
      publicUrl: string;
      /** @description When true, fill-ups and reclaims (not transfers) must name the installation (installationId); default false */
      requireInstallation: boolean;
      /** @example FGAS-BV-2024-117 */
      companyCertificateNumber: string | null;
      /**
       * @description the body that issued it
       * @example Kiwa
       */
      companyCertificateBody: string | null;
      /**
       * Format: date
       * @description last day the company certificate is valid (inclusive)
       */
      companyCertificateValidUntil: string | null;
      /** @description When true, fill-ups, reclaims and leak checks by a fitter without a certificate valid on their date are refused (403 CERTIFICATE_INVALID); when false they are stored with certificateWarning. Default false */
      blockUncertifiedWork: boolean;
    };
    UpdateSettingsDto: {
      registrationOpen?: boolean;
      weightGapTolerance?: number;
      organisationName?: string;
      /** @description fill-ups and reclaims must name their installation */
      requireInstallation?: boolean;
      /** @description empty or null: none */
      companyCertificateNumber?: string | null;
      /** @description empty or null: none */
      companyCertificateBody?: string | null;
      /**
       * Format: date
       * @description YYYY-MM-DD; null: none
       */
      companyCertificateValidUntil?: string | null;
      /** @description refuse work by fitters without a valid certificate */
      blockUncertifiedWork?: boolean;
      /** @description null or empty: use PUBLIC_URL from the environment */
      publicUrl?: Record<string, never> | null;
    };
    RegisterDto: {
      /** @example Jan de Vries */
      name: string;
      /** @example jan@example.com */
      email: string;
      password: string;
      /**
       * @description Only MONTEUR can be asked for; ADMIN is refused with 403
       * @enum {string}
       */
      role?: 'ADMIN' | 'MONTEUR';
    };
    UserDto: {
      id: number;
      name: string;
      /** @enum {string} */
      role: 'ADMIN' | 'MONTEUR';
      active: boolean;
      /** @example FG-2024-0815 */
      certificateNumber: string | null;
      /** @example Category I */
      certificateCategory: string | null;
      /**
       * Format: date
       * @description last day the personal F-gas certificate is valid (inclusive)
       */
      certificateValidUntil: string | null;
      email: string;
      /** Format: date-time */
      createdAt: string;
    };
    SessionDto: {
      /** @description Bearer token (JWT, HS256) */
      token: string;
      user: components['schemas']['UserDto'];
    };
    LoginDto: {
      /** @example jan@example.com */
      email: string;
      password: string;
    };
    UpdateProfileDto: {
      name?: string;
      email?: string;
      /** @description Required with newPassword */
      currentPassword?: string;
      newPassword?: string;
    };
    UserSummaryDto: {
      id: number;
      name: string;
      /** @enum {string} */
      role: 'ADMIN' | 'MONTEUR';
      active: boolean;
      /** @example FG-2024-0815 */
      certificateNumber: string | null;
      /** @example Category I */
      certificateCategory: string | null;
      /**
       * Format: date
       * @description last day the personal F-gas certificate is valid (inclusive)
       */
      certificateValidUntil: string | null;
    };
    CreateUserDto: {
      /** @example Jan de Vries */
      name: string;
      /** @example jan@example.com */
      email: string;
      password: string;
      /**
       * @default MONTEUR
       * @enum {string}
       */
      role: 'ADMIN' | 'MONTEUR';
      /** @description empty or null: none */
      certificateNumber?: string | null;
      /** @description empty or null: none */
      certificateCategory?: string | null;
      /**
       * Format: date
       * @description YYYY-MM-DD, the last day the certificate is valid (inclusive); null: none
       */
      certificateValidUntil?: string | null;
    };
    UpdateUserDto: {
      /** @example Jan de Vries */
      name?: string;
      /** @example jan@example.com */
      email?: string;
      /** @description Empty or missing: unchanged */
      password?: string;
      /**
       * @default MONTEUR
       * @enum {string}
       */
      role: 'ADMIN' | 'MONTEUR';
      /** @description empty or null: none */
      certificateNumber?: string | null;
      /** @description empty or null: none */
      certificateCategory?: string | null;
      /**
       * Format: date
       * @description YYYY-MM-DD, the last day the certificate is valid (inclusive); null: none
       */
      certificateValidUntil?: string | null;
      /** @description false deactivates the account: it can no longer sign in */
      active?: boolean;
    };
    RefrigerantCountsDto: {
      /** @description Number of cylinders that use this refrigerant */
      cylinders: number;
    };
    RefrigerantDto: {
      id: number;
      /** @example R-410A */
      name: string;
      /** @enum {string} */
      type: 'HFC' | 'HCFC' | 'CFC' | 'HFO' | 'Natural' | 'Other';
      /** @example 2088 */
      gwp: number | null;
      /** Format: date-time */
      createdAt: string;
      _count: components['schemas']['RefrigerantCountsDto'];
    };
    RefrigerantStatsDto: {
      total: number;
      /** @description GWP below 1000 */
      low: number;
      /** @description GWP 1000 up to below 2000 */
      medium: number;
      /** @description GWP 2000 or more */
      high: number;
    };
    CreateRefrigerantDto: {
      /**
       * @description Unique, case-insensitive; trimmed
       * @example R-410A
       */
      name: string;
      /**
       * @example HFC
       * @enum {string}
       */
      type: 'HFC' | 'HCFC' | 'CFC' | 'HFO' | 'Natural' | 'Other';
      /**
       * @description Global warming potential; null or absent when unknown
       * @example 2088
       */
      gwp?: number | null;
    };
    UpdateRefrigerantDto: {
      /**
       * @description Unique, case-insensitive; trimmed
       * @example R-410A
       */
      name?: string;
      /**
       * @example HFC
       * @enum {string}
       */
      type?: 'HFC' | 'HCFC' | 'CFC' | 'HFO' | 'Natural' | 'Other';
      /**
       * @description Global warming potential; null or absent when unknown
       * @example 2088
       */
      gwp?: number | null;
    };
    SupplierCountsDto: {
      /** @description Number of cylinders from this supplier */
      cylinders: number;
    };
    SupplierDto: {
      id: number;
      /** @example Koeltechniek BV */
      name: string;
      contactPerson: string | null;
      /** Format: email */
      email: string | null;
      phone: string | null;
      address: string | null;
      /** Format: date-time */
      createdAt: string;
      _count: components['schemas']['SupplierCountsDto'];
    };
    SupplierStatsDto: {
      total: number;
      /** @description Cylinders linked to any supplier */
      cylinders: number;
      /** @description Suppliers with at least one cylinder */
      withCylinders: number;
      /** @description Suppliers without any cylinder */
      withoutCylinders: number;
    };
    CreateSupplierDto: {
      /**
       * @description Trimmed
       * @example Koeltechniek BV
       */
      name: string;
      /**
       * @description Trimmed; empty becomes null
       * @example Petra Jansen
       */
      contactPerson?: string | null;
      /**
       * Format: email
       * @description Trimmed; empty becomes null
       * @example orders@koeltechniek.example
       */
      email?: string | null;
      /**
       * @description Trimmed; empty becomes null
       * @example +31 20 123 4567
       */
      phone?: string | null;
      /**
       * @description Trimmed; empty becomes null
       * @example Industrieweg 1, 1234 AB Amsterdam
       */
      address?: string | null;
    };
    UpdateSupplierDto: {
      /**
       * @description Trimmed
       * @example Koeltechniek BV
       */
      name?: string;
      /**
       * @description Trimmed; empty becomes null
       * @example Petra Jansen
       */
      contactPerson?: string | null;
      /**
       * Format: email
       * @description Trimmed; empty becomes null
       * @example orders@koeltechniek.example
       */
      email?: string | null;
      /**
       * @description Trimmed; empty becomes null
       * @example +31 20 123 4567
       */
      phone?: string | null;
      /**
       * @description Trimmed; empty becomes null
       * @example Industrieweg 1, 1234 AB Amsterdam
       */
      address?: string | null;
    };
    OriginFacilityDto: {
      /** @example Recycling Noord BV */
      name: string;
      /** @example Havenweg 3, 9999 ZZ Delfzijl */
      address: string | null;
      /** @example RC-2291 */
      certificateNumber: string | null;
    };
    CylinderDto: {
      /** @example 1 */
      id: number;
      /** @example FG-0001 */
      serialNumber: string;
      /** @example R-410A */
      gasType: string;
      refrigerantId: number | null;
      /**
       * @description Type of the linked refrigerant
       * @enum {string|null}
       */
      refrigerantType: 'HFC' | 'HCFC' | 'CFC' | 'HFO' | 'Natural' | 'Other' | null;
      /** @description GWP of the linked refrigerant */
      gwp: number | null;
      supplierId: number | null;
      supplierName: string | null;
      /**
       * @description Gross weight at delivery, kg
       * @example 25.5
       */
      deliveryWeight: number;
      /**
       * @description Empty weight, kg
       * @example 13.1
       */
      tareWeight: number;
      /** @enum {string} */
      cylinderType: 'FILL_UP' | 'RECLAIM';
      /** @enum {string} */
      status: 'ACTIVE' | 'INACTIVE' | 'MAINTENANCE' | 'DECOMMISSIONED';
      /** @enum {string} */
      ownership: 'KOOP' | 'HUUR';
      location: string | null;
      /**
       * Format: date
       * @example 2026-01-31
       */
      purchaseDate: string | null;
      /**
       * @description the most refrigerant the cylinder may hold, kg; null when not recorded
       * @example 40
       */
      capacity: number | null;
      /**
       * @description where the content comes from; RECOVERED for a recovery (RECLAIM) cylinder
       * @enum {string}
       */
      contentOrigin: 'VIRGIN' | 'RECYCLED' | 'RECLAIMED' | 'RECOVERED';
      /** @description the recycling or reclamation facility (RECYCLED, RECLAIMED); null for VIRGIN and RECOVERED */
      originFacility: components['schemas']['OriginFacilityDto'] | null;
      /** Format: date-time */
      createdAt: string;
      /** Format: date-time */
      updatedAt: string;
      /** @description Optimistic-lock version: send it back with PUT */
      version: number;
      /** @description deliveryWeight - tareWeight, kg */
      initialWeight: number;
      /** @description initialWeight + netDifference, kg */
      currentWeight: number;
      /** @description Sum of fill-ups (refrigerant taken out), kg, non-negative */
      totalFilled: number;
      /** @description Sum of reclaims (refrigerant put in), kg, non-negative */
      totalReclaimed: number;
      /** @description totalReclaimed - totalFilled, kg */
      netDifference: number;
      /**
       * @description Above 80 % of the initial content (a RECLAIM cylinder: of its capacity) FULL, above 20 % IN_USE, else EMPTY; a RECLAIM cylinder without capacity is IN_USE while it holds anything
       * @enum {string}
       */
      fillLevel: 'FULL' | 'IN_USE' | 'EMPTY';
      /** @description Current content as a percentage of the initial content (a RECLAIM cylinder: of its capacity), one decimal; 0 when that is 0 or unknown */
      fillPercent: number;
      /** @description currentWeight x GWP / 1000, tonnes CO2e (3 decimals); null without GWP */
      co2eTonnes: number | null;
      /** @description True while a live log entry carries a weight gap */
      hasWeightGap: boolean;
      /** @description Number of live log entries */
      logCount: number;
      /** Format: date-time */
      lastLogDate: string | null;
      /**
       * Format: date
       * @description The day the cylinder came in
       */
      receivedOn: string | null;
      /** @description The supplier's delivery note */
      deliveryReference: string | null;
      /**
       * Format: date
       * @description HUUR only: last rent-free day
       */
      rentalFreeUntil: string | null;
      /**
       * Format: date
       * @description HUUR only: back at the supplier by
       */
      rentalReturnBy: string | null;
      /**
       * Format: date
       * @description Pressure retest due
       */
      retestDue: string | null;
      /**
       * Format: date
       * @description Returned to the supplier on
       */
      returnedOn: string | null;
      /** @description Gross weight at return, kg */
      weightAtReturn: number | null;
      returnReference: string | null;
      /**
       * @description NONE (owned, no free-until date, or returned), GREEN, AMBER (free period ends within 30 days), RED (past it)
       * @enum {string}
       */
      rentalStatus: 'NONE' | 'GREEN' | 'AMBER' | 'RED';
      /**
       * @description OK (or no date), DUE_SOON (within 60 days), OVERDUE
       * @enum {string}
       */
      retestStatus: 'OK' | 'DUE_SOON' | 'OVERDUE';
      /**
       * @description <publicUrl>/cylinder/<id>: what the QR label encodes
       * @example https://fgas.example.com/cylinder/1
       */
      qrCode: string;
    };
    RecoveredFromDto: {
      installationId: number;
      /** @example Koelcel 2 */
      name: string;
      /**
       * @description kg recovered from it into this cylinder
       * @example 36.53
       */
      kg: number;
    };
    UserRefDto: {
      /** @example 3 */
      id: number;
      /** @example Monteur Mark */
      name: string;
    };
    GapExplanationDto: {
      /** @example Weighed on the van scale; the workshop scale reads 0.3 kg heavier */
      text: string;
      /** @description the administrator who explained the gap */
      by: components['schemas']['UserRefDto'];
      /** Format: date-time */
      at: string;
    };
    InstrumentRefDto: {
      /** @example 2 */
      id: number;
      /** @example LD-4471 */
      serialNumber: string;
      /** @enum {string} */
      kind: 'SCALE' | 'LEAK_DETECTOR' | 'PRESSURE_GAUGE' | 'VACUUM_GAUGE' | 'THERMOMETER';
    };
    LogEntryDto: {
      /** @example 17 */
      id: number;
      /** @example 4 */
      cylinderId: number;
      /** @example FG-0004 */
      cylinderSerialNumber: string;
      /** @example R-32 */
      gasType: string;
      /** @enum {string} */
      mutationType:
        | 'RECLAIM_RETROFIT'
        | 'RECLAIM_MAINTENANCE'
        | 'RECLAIM_DECOMMISSION'
        | 'RECLAIM_WEIGH'
        | 'RECLAIM_VACUUM'
        | 'RECLAIM_TRANSFER'
        | 'FILLUP_RETROFIT'
        | 'FILLUP_NEW_CONSTRUCTION'
        | 'FILLUP_LEAKAGE'
        | 'FILLUP_WEIGH'
        | 'INSPECTION'
        | 'MOVED'
        | 'MAINTENANCE'
        | 'OTHER';
      /**
       * @description OUT: fill-up (out of the cylinder); IN: reclaim; NONE: general
       * @enum {string}
       */
      direction: 'OUT' | 'IN' | 'NONE';
      /**
       * @description the installation the gas went into or came out of
       * @example 7
       */
      installationId: number | null;
      /** @example Koelcel 1 */
      installationName: string | null;
      /** @example WO-2026-118 */
      workOrder: string | null;
      /**
       * @description kg moved, never negative
       * @example 1.25
       */
      weight: number;
      /**
       * @description gross scale reading before, kg
       * @example 12.5
       */
      weightBefore: number | null;
      /**
       * @description gross scale reading after, kg
       * @example 11.25
       */
      weightAfter: number | null;
      /**
       * @description weightBefore minus the previous entry's weightAfter when beyond the tolerance, else null
       * @example -0.2
       */
      weightGap: number | null;
      /** @description set when an administrator explained the gap (it then no longer counts on the cylinder) */
      gapExplanation: components['schemas']['GapExplanationDto'] | null;
      note: string | null;
      /** @description the fitter who did the work */
      userId: number;
      user: components['schemas']['UserRefDto'];
      /** @description the account that entered the record */
      enteredById: number;
      enteredBy: components['schemas']['UserRefDto'];
      /** Format: date-time */
      date: string;
      /** Format: date-time */
      createdAt: string;
      /** Format: date-time */
      updatedAt: string;
      /** @description true once the entry has been edited (see its history) */
      corrected: boolean;
      /** @description true when the entry is marked deleted (only admins see those) */
      deleted: boolean;
      /** @description the fitter's certificate number when the entry was stored; never rewritten */
      readonly fitterCertificateNumber: string | null;
      /** @description the company's certificate number when the entry was stored; never rewritten */
      readonly companyCertificateNumber: string | null;
      /** @description true when the fitter had no certificate valid on the entry's date (stored while blockUncertifiedWork is off) */
      certificateWarning: boolean;
      /** @description true when the fill-up falls under the servicing ban and the fitter acknowledged the warning */
      servicingBanAcknowledged: boolean;
      /** @description the measuring instrument used, when named */
      instrumentId: number | null;
      /** @description that instrument, for display */
      instrument: components['schemas']['InstrumentRefDto'] | null;
      /** @description true when the instrument's calibration was overdue on the record's date (computed when it was stored; never a silent pass) */
      readonly instrumentOverdue: boolean;
    };
    CylinderDetailDto: {
      /** @example 1 */
      id: number;
      /** @example FG-0001 */
      serialNumber: string;
      /** @example R-410A */
      gasType: string;
      refrigerantId: number | null;
      /**
       * @description Type of the linked refrigerant
       * @enum {string|null}
       */
      refrigerantType: 'HFC' | 'HCFC' | 'CFC' | 'HFO' | 'Natural' | 'Other' | null;
      /** @description GWP of the linked refrigerant */
      gwp: number | null;
      supplierId: number | null;
      supplierName: string | null;
      /**
       * @description Gross weight at delivery, kg
       * @example 25.5
       */
      deliveryWeight: number;
      /**
       * @description Empty weight, kg
       * @example 13.1
       */
      tareWeight: number;
      /** @enum {string} */
      cylinderType: 'FILL_UP' | 'RECLAIM';
      /** @enum {string} */
      status: 'ACTIVE' | 'INACTIVE' | 'MAINTENANCE' | 'DECOMMISSIONED';
      /** @enum {string} */
      ownership: 'KOOP' | 'HUUR';
      location: string | null;
      /**
       * Format: date
       * @example 2026-01-31
       */
      purchaseDate: string | null;
      /**
       * @description the most refrigerant the cylinder may hold, kg; null when not recorded
       * @example 40
       */
      capacity: number | null;
      /**
       * @description where the content comes from; RECOVERED for a recovery (RECLAIM) cylinder
       * @enum {string}
       */
      contentOrigin: 'VIRGIN' | 'RECYCLED' | 'RECLAIMED' | 'RECOVERED';
      /** @description the recycling or reclamation facility (RECYCLED, RECLAIMED); null for VIRGIN and RECOVERED */
      originFacility: components['schemas']['OriginFacilityDto'] | null;
      /** Format: date-time */
      createdAt: string;
      /** Format: date-time */
      updatedAt: string;
      /** @description Optimistic-lock version: send it back with PUT */
      version: number;
      /** @description deliveryWeight - tareWeight, kg */
      initialWeight: number;
      /** @description initialWeight + netDifference, kg */
      currentWeight: number;
      /** @description Sum of fill-ups (refrigerant taken out), kg, non-negative */
      totalFilled: number;
      /** @description Sum of reclaims (refrigerant put in), kg, non-negative */
      totalReclaimed: number;
      /** @description totalReclaimed - totalFilled, kg */
      netDifference: number;
      /**
       * @description Above 80 % of the initial content (a RECLAIM cylinder: of its capacity) FULL, above 20 % IN_USE, else EMPTY; a RECLAIM cylinder without capacity is IN_USE while it holds anything
       * @enum {string}
       */
      fillLevel: 'FULL' | 'IN_USE' | 'EMPTY';
      /** @description Current content as a percentage of the initial content (a RECLAIM cylinder: of its capacity), one decimal; 0 when that is 0 or unknown */
      fillPercent: number;
      /** @description currentWeight x GWP / 1000, tonnes CO2e (3 decimals); null without GWP */
      co2eTonnes: number | null;
      /** @description True while a live log entry carries a weight gap */
      hasWeightGap: boolean;
      /** @description Number of live log entries */
      logCount: number;
      /** Format: date-time */
      lastLogDate: string | null;
      /**
       * Format: date
       * @description The day the cylinder came in
       */
      receivedOn: string | null;
      /** @description The supplier's delivery note */
      deliveryReference: string | null;
      /**
       * Format: date
       * @description HUUR only: last rent-free day
       */
      rentalFreeUntil: string | null;
      /**
       * Format: date
       * @description HUUR only: back at the supplier by
       */
      rentalReturnBy: string | null;
      /**
       * Format: date
       * @description Pressure retest due
       */
      retestDue: string | null;
      /**
       * Format: date
       * @description Returned to the supplier on
       */
      returnedOn: string | null;
      /** @description Gross weight at return, kg */
      weightAtReturn: number | null;
      returnReference: string | null;
      /**
       * @description NONE (owned, no free-until date, or returned), GREEN, AMBER (free period ends within 30 days), RED (past it)
       * @enum {string}
       */
      rentalStatus: 'NONE' | 'GREEN' | 'AMBER' | 'RED';
      /**
       * @description OK (or no date), DUE_SOON (within 60 days), OVERDUE
       * @enum {string}
       */
      retestStatus: 'OK' | 'DUE_SOON' | 'OVERDUE';
      /**
       * @description <publicUrl>/cylinder/<id>: what the QR label encodes
       * @example https://fgas.example.com/cylinder/1
       */
      qrCode: string;
      /** @description A recovery (RECLAIM) cylinder: the installations its recovered gas came from, first recovered first; empty for a fill-up cylinder */
      recoveredFrom: components['schemas']['RecoveredFromDto'][];
      /** @description The newest live log entries (not deleted), newest first (date, then id, descending): at most logsLimit (default 500) of the logCount live entries; older ones through GET /api/logs?filter={"cylinderId":id} */
      logs: components['schemas']['LogEntryDto'][];
    };
    OriginFacilityInputDto: {
      /** @example Recycling Noord BV */
      name: string;
      /** @example Havenweg 3, 9999 ZZ Delfzijl */
      address?: string | null;
      /** @example RC-2291 */
      certificateNumber?: string | null;
    };
    CreateCylinderDto: {
      /**
       * @description Unique, case-insensitive; trimmed
       * @example FG-0001
       */
      serialNumber: string;
      /**
       * @description Refrigerant name; links the refrigerant of that name when refrigerantId is absent
       * @example R-410A
       */
      gasType: string;
      /** @description An existing refrigerant (400 REFRIGERANT_NOT_FOUND otherwise); null clears it */
      refrigerantId?: number | null;
      /** @description An existing supplier (400 SUPPLIER_NOT_FOUND otherwise); null clears it */
      supplierId?: number | null;
      /**
       * @description Gross weight at delivery, kg (at most 3 decimals); >= tareWeight
       * @example 12.5
       */
      deliveryWeight: number;
      /**
       * @description Empty weight of the cylinder, kg (at most 3 decimals)
       * @example 12.5
       */
      tareWeight: number;
      /**
       * @default FILL_UP
       * @enum {string}
       */
      cylinderType: 'FILL_UP' | 'RECLAIM';
      /**
       * @default ACTIVE
       * @enum {string}
       */
      status: 'ACTIVE' | 'INACTIVE' | 'MAINTENANCE' | 'DECOMMISSIONED';
      /**
       * @description KOOP = owned, HUUR = rented
       * @default KOOP
       * @enum {string}
       */
      ownership: 'KOOP' | 'HUUR';
      /** @description Trimmed; empty is stored as null */
      location?: string | null;
      /**
       * Format: date
       * @description YYYY-MM-DD, not in the future
       * @example 2026-01-31
       */
      purchaseDate?: string | null;
      /**
       * Format: date
       * @description YYYY-MM-DD, not in the future: the day the cylinder came in
       * @example 2026-01-31
       */
      receivedOn?: string | null;
      /** @description The supplier's delivery note */
      deliveryReference?: string | null;
      /**
       * Format: date
       * @description HUUR only (400 otherwise): the last rent-free day
       * @example 2026-01-31
       */
      rentalFreeUntil?: string | null;
      /**
       * Format: date
       * @description HUUR only (400 otherwise): the day the cylinder must be back at the supplier
       * @example 2026-01-31
       */
      rentalReturnBy?: string | null;
      /**
       * Format: date
       * @description The pressure retest date stamped on the cylinder
       * @example 2026-01-31
       */
      retestDue?: string | null;
      /**
       * @description The most refrigerant the cylinder may hold, kg: a recovery (RECLAIM) cylinder's fill level is its content against it
       * @example 40
       */
      capacity?: number | null;
      /**
       * @description Default VIRGIN, RECOVERED for a RECLAIM cylinder. RECOVERED is the origin of RECLAIM cylinders and only theirs (400 otherwise)
       * @enum {string}
       */
      contentOrigin?: 'VIRGIN' | 'RECYCLED' | 'RECLAIMED' | 'RECOVERED';
      /** @description required when contentOrigin is RECYCLED or RECLAIMED; ignored (stored as null) for VIRGIN and RECOVERED */
      originFacility?: components['schemas']['OriginFacilityInputDto'] | null;
    };
    UpdateCylinderDto: {
      /**
       * @description Unique, case-insensitive; trimmed
       * @example FG-0001
       */
      serialNumber?: string;
      /**
       * @description Refrigerant name; links the refrigerant of that name when refrigerantId is absent
       * @example R-410A
       */
      gasType?: string;
      /** @description An existing refrigerant (400 REFRIGERANT_NOT_FOUND otherwise); null clears it */
      refrigerantId?: number | null;
      /** @description An existing supplier (400 SUPPLIER_NOT_FOUND otherwise); null clears it */
      supplierId?: number | null;
      /**
       * @description Gross weight at delivery, kg (at most 3 decimals); >= tareWeight
       * @example 12.5
       */
      deliveryWeight?: number;
      /**
       * @description Empty weight of the cylinder, kg (at most 3 decimals)
       * @example 12.5
       */
      tareWeight?: number;
      /**
       * @default FILL_UP
       * @enum {string}
       */
      cylinderType: 'FILL_UP' | 'RECLAIM';
      /**
       * @default ACTIVE
       * @enum {string}
       */
      status: 'ACTIVE' | 'INACTIVE' | 'MAINTENANCE' | 'DECOMMISSIONED';
      /**
       * @description KOOP = owned, HUUR = rented
       * @default KOOP
       * @enum {string}
       */
      ownership: 'KOOP' | 'HUUR';
      /** @description Trimmed; empty is stored as null */
      location?: string | null;
      /**
       * Format: date
       * @description YYYY-MM-DD, not in the future
       * @example 2026-01-31
       */
      purchaseDate?: string | null;
      /**
       * Format: date
       * @description YYYY-MM-DD, not in the future: the day the cylinder came in
       * @example 2026-01-31
       */
      receivedOn?: string | null;
      /** @description The supplier's delivery note */
      deliveryReference?: string | null;
      /**
       * Format: date
       * @description HUUR only (400 otherwise): the last rent-free day
       * @example 2026-01-31
       */
      rentalFreeUntil?: string | null;
      /**
       * Format: date
       * @description HUUR only (400 otherwise): the day the cylinder must be back at the supplier
       * @example 2026-01-31
       */
      rentalReturnBy?: string | null;
      /**
       * Format: date
       * @description The pressure retest date stamped on the cylinder
       * @example 2026-01-31
       */
      retestDue?: string | null;
      /**
       * @description The most refrigerant the cylinder may hold, kg: a recovery (RECLAIM) cylinder's fill level is its content against it
       * @example 40
       */
      capacity?: number | null;
      /**
       * @description Default VIRGIN, RECOVERED for a RECLAIM cylinder. RECOVERED is the origin of RECLAIM cylinders and only theirs (400 otherwise)
       * @enum {string}
       */
      contentOrigin?: 'VIRGIN' | 'RECYCLED' | 'RECLAIMED' | 'RECOVERED';
      /** @description required when contentOrigin is RECYCLED or RECLAIMED; ignored (stored as null) for VIRGIN and RECOVERED */
      originFacility?: components['schemas']['OriginFacilityInputDto'] | null;
      /** @description The version that was read; a stale one answers 409 STALE_VERSION */
      version: number;
    };
    ReturnCylinderDto: {
      /**
       * Format: date
       * @description YYYY-MM-DD, not in the future
       * @example 2026-03-01
       */
      returnedOn: string;
      /**
       * @description Gross weight at return, kg: at least the tare weight
       * @example 12.5
       */
      weightAtReturn: number;
      returnReference?: string | null;
    };
    FieldChangeDto: {
      /** @description value before (null on CREATE) */
      from: (string | number | boolean) | null;
      /** @description value after */
      to: (string | number | boolean) | null;
    };
    LogEntryRevisionDto: {
      id: number;
      /** Format: date-time */
      at: string;
      /** @description the account that made the change */
      by: components['schemas']['UserRefDto'];
      /**
       * @description { field: { from, to } } of the changed fields only
       * @example {
       *       "weightAfter": {
       *         "from": 11.2,
       *         "to": 11.25
       *       }
       *     }
       */
      changes: {
        [key: string]: components['schemas']['FieldChangeDto'];
      };
      reason: string | null;
      /** @enum {string} */
      action: 'CREATE' | 'EDIT' | 'DELETE' | 'EXPLAIN_GAP';
    };
    CreateLogEntryDto: {
      /** @example 4 */
      cylinderId: number;
      /** @enum {string} */
      mutationType:
        | 'RECLAIM_RETROFIT'
        | 'RECLAIM_MAINTENANCE'
        | 'RECLAIM_DECOMMISSION'
        | 'RECLAIM_WEIGH'
        | 'RECLAIM_VACUUM'
        | 'RECLAIM_TRANSFER'
        | 'FILLUP_RETROFIT'
        | 'FILLUP_NEW_CONSTRUCTION'
        | 'FILLUP_LEAKAGE'
        | 'FILLUP_WEIGH'
        | 'INSPECTION'
        | 'MOVED'
        | 'MAINTENANCE'
        | 'OTHER';
      /**
       * @description the installation the gas went into or came out of: active, with the cylinder's gas (400 INSTALLATION_NOT_FOUND, INSTALLATION_DECOMMISSIONED, INSTALLATION_GAS_MISMATCH); required for fill-ups and reclaims (not transfers) while the setting requireInstallation is on (400 INSTALLATION_REQUIRED)
       * @example 7
       */
      installationId?: number | null;
      /**
       * @description the measuring instrument used (400 INSTRUMENT_NOT_FOUND for an unknown one); an instrument whose calibration is overdue on the record's date is accepted and the record stores instrumentOverdue: true
       * @example 2
       */
      instrumentId?: number | null;
      /**
       * @description Trimmed; empty becomes null
       * @example WO-2026-118
       */
      workOrder?: string | null;
      /**
       * @description gross scale reading before, kg
       * @example 12.5
       */
      weightBefore?: number | null;
      /**
       * @description gross scale reading after, kg
       * @example 11.25
       */
      weightAfter?: number | null;
      /**
       * @description kg moved; derived from the readings when both are given (a different value is refused)
       * @example 1.25
       */
      weight?: number | null;
      /** @description Trimmed; empty becomes null */
      note?: string | null;
      /** @description the fitter who did the work (an active user); default: the caller */
      userId?: number;
      /**
       * Format: date-time
       * @description default now; not in the future, not before 2000
       */
      date?: string;
      /** @description warnings the fitter has seen and confirmed: SERVICING_BAN stores a fill-up the servicing ban covers (without it: 409 SERVICING_BAN); the entry records the acknowledgement */
      acknowledgeWarnings?: 'SERVICING_BAN'[];
    };
    UpdateLogEntryDto: {
      /** @enum {string} */
      mutationType?:
        | 'RECLAIM_RETROFIT'
        | 'RECLAIM_MAINTENANCE'
        | 'RECLAIM_DECOMMISSION'
        | 'RECLAIM_WEIGH'
        | 'RECLAIM_VACUUM'
        | 'RECLAIM_TRANSFER'
        | 'FILLUP_RETROFIT'
        | 'FILLUP_NEW_CONSTRUCTION'
        | 'FILLUP_LEAKAGE'
        | 'FILLUP_WEIGH'
        | 'INSPECTION'
        | 'MOVED'
        | 'MAINTENANCE'
        | 'OTHER';
      /**
       * @description the installation the gas went into or came out of; null unlinks it (same rules as on create)
       * @example 7
       */
      installationId?: number | null;
      /** @description Trimmed; empty becomes null */
      workOrder?: string | null;
      /** @description null clears the reading */
      weightBefore?: number | null;
      /** @description null clears the reading */
      weightAfter?: number | null;
      /** @description kg moved; when missing and both readings are known it is derived again */
      weight?: number | null;
      /** @description Trimmed; empty becomes null */
      note?: string | null;
      /** @description the fitter who did the work (an active user) */
      userId?: number;
      /** Format: date-time */
      date?: string;
      /** @description why the entry was corrected (kept in its history) */
      reason?: string | null;
    };
    ExplainGapDto: {
      /**
       * @description why the weight differs from the previous mutation (trimmed)
       * @example Weighed on the van scale; the workshop scale reads 0.3 kg heavier
       */
      explanation: string;
    };
    InventoryLineDto: {
      /** @example R-32 */
      gasType: string;
      /** @enum {string|null} */
      refrigerantType: 'HFC' | 'HCFC' | 'CFC' | 'HFO' | 'Natural' | 'Other' | null;
      /** @example 675 */
      gwp: number | null;
      /** @example 6 */
      count: number;
      /** @example 2 */
      full: number;
      /** @example 3 */
      inUse: number;
      /** @example 1 */
      empty: number;
      /**
       * @description current content, kg
       * @example 48.25
       */
      totalKg: number;
      /**
       * @description tonnes CO2e (null without GWP)
       * @example 32.569
       */
      co2eTonnes: number | null;
    };
    LeakCheckCountsDto: {
      /** @description active installations with a leak found and no repair on record (LEAK_UNREPAIRED) */
      unrepaired: number;
      /** @description active installations whose leak check is overdue (never-checked ones included) */
      overdue: number;
      /** @description active installations with a check due within 30 days */
      dueSoon: number;
      /** @description active installations that need checks, were never checked and are not due yet */
      neverChecked: number;
    };
    CertificateCountsDto: {
      /** @description active users whose F-gas certificate's last day is within 60 days */
      expiringSoon: number;
      /** @description active users whose F-gas certificate has expired */
      expired: number;
    };
    InstrumentCountsDto: {
      /** @description measuring instruments whose calibration due date has passed */
      overdue: number;
    };
    RentalCountsDto: {
      amber: number;
      red: number;
    };
    RetestCountsDto: {
      dueSoon: number;
      overdue: number;
    };
    DashboardStatsDto: {
      totalCylinders: number;
      fillUpCylinders: number;
      reclaimCylinders: number;
      activeCylinders: number;
      /**
       * @description percent of all cylinders, one decimal
       * @example 87.5
       */
      activePercent: number;
      maintenanceCylinders: number;
      inactiveCylinders: number;
      decommissionedCylinders: number;
      /** @description current content of all cylinders, kg */
      totalWeightKg: number;
      /** @description tonnes CO2e of the current content (cylinders with a known GWP) */
      totalCo2eTonnes: number;
      /** @description cylinders with at least one (live) mutation */
      cylindersWithLogs: number;
      /** @description number of refrigerants in the register */
      refrigerantTypes: number;
      /** @description cylinders with an unexplained weight gap */
      weightGapCount: number;
      /** @description ids of those cylinders (at most 500) */
      weightGapCylinderIds: number[];
      /** @description the ten latest mutations */
      recentLogs: components['schemas']['LogEntryDto'][];
      inventory: components['schemas']['InventoryLineDto'][];
      leakChecks: components['schemas']['LeakCheckCountsDto'];
      certificates: components['schemas']['CertificateCountsDto'];
      instruments: components['schemas']['InstrumentCountsDto'];
      rentals: components['schemas']['RentalCountsDto'];
      retests: components['schemas']['RetestCountsDto'];
    };
    CustomerDto: {
      id: number;
      /** @example Slagerij De Vries */
      name: string;
      address: string | null;
      /** @example 1234 AB */
      postcode: string | null;
      city: string | null;
      /**
       * @description KvK number, 8 digits
       * @example 69123456
       */
      kvkNumber: string | null;
      contactPerson: string | null;
      /** Format: email */
      email: string | null;
      phone: string | null;
      /** @description Number of installations of this customer (read-only) */
      installationCount: number;
      /** Format: date-time */
      createdAt: string;
      /** Format: date-time */
      updatedAt: string;
    };
    CreateCustomerDto: {
      /**
       * @description Trimmed
       * @example Slagerij De Vries
       */
      name: string;
      /**
       * @description Street and number (earlier clients sent the whole address here, which stays as they wrote it); trimmed, empty becomes null
       * @example Dorpsstraat 12
       */
      address?: string | null;
      /**
       * @description A Dutch postcode is stored as "1234 AB" however it is typed (1234ab, 1234 ab); another country's as typed (letters, digits, spaces, hyphens; at most 20); empty becomes null
       * @example 1234 AB
       */
      postcode?: string | null;
      /**
       * @description Trimmed; empty becomes null
       * @example Ergens
       */
      city?: string | null;
      /**
       * @description Dutch chamber of commerce (KvK) number: 8 digits (spaces and dots are dropped); empty becomes null
       * @example 69123456
       */
      kvkNumber?: string | null;
      /**
       * @description Trimmed; empty becomes null
       * @example Jan de Vries
       */
      contactPerson?: string | null;
      /**
       * Format: email
       * @description Trimmed; empty becomes null
       * @example jan@slagerij.example
       */
      email?: string | null;
      /**
       * @description Trimmed; empty becomes null
       * @example +31 20 123 4567
       */
      phone?: string | null;
    };
    UpdateCustomerDto: {
      /**
       * @description Trimmed
       * @example Slagerij De Vries
       */
      name?: string;
      /**
       * @description Street and number (earlier clients sent the whole address here, which stays as they wrote it); trimmed, empty becomes null
       * @example Dorpsstraat 12
       */
      address?: string | null;
      /**
       * @description A Dutch postcode is stored as "1234 AB" however it is typed (1234ab, 1234 ab); another country's as typed (letters, digits, spaces, hyphens; at most 20); empty becomes null
       * @example 1234 AB
       */
      postcode?: string | null;
      /**
       * @description Trimmed; empty becomes null
       * @example Ergens
       */
      city?: string | null;
      /**
       * @description Dutch chamber of commerce (KvK) number: 8 digits (spaces and dots are dropped); empty becomes null
       * @example 69123456
       */
      kvkNumber?: string | null;
      /**
       * @description Trimmed; empty becomes null
       * @example Jan de Vries
       */
      contactPerson?: string | null;
      /**
       * Format: email
       * @description Trimmed; empty becomes null
       * @example jan@slagerij.example
       */
      email?: string | null;
      /**
       * @description Trimmed; empty becomes null
       * @example +31 20 123 4567
       */
      phone?: string | null;
    };
    InstallationDto: {
      id: number;
      customerId: number;
      /** @example Slagerij De Vries */
      customerName: string;
      /** @example Koelcel 1 */
      name: string;
      address: string | null;
      /** @enum {string} */
      category: 'REFRIGERATION' | 'AIR_CONDITIONING' | 'HEAT_PUMP' | 'OTHER';
      manufacturer: string | null;
      model: string | null;
      serialNumber: string | null;
      refrigerantId: number;
      /**
       * @description the refrigerant's name (read-only)
       * @example R-404A
       */
      gasType: string;
      /**
       * @description the refrigerant's GWP (read-only)
       * @example 3922
       */
      gwp: number | null;
      /**
       * @description nominal charge, kg
       * @example 12.5
       */
      chargeKg: number;
      /**
       * @description charge x GWP / 1000, tonnes CO2e (read-only); null without a GWP
       * @example 49.025
       */
      co2eTonnes: number | null;
      /** Format: date */
      installedOn: string | null;
      hermeticallySealed: boolean;
      leakDetectionSystem: boolean;
      /**
       * @description read-only: changed by decommissioning
       * @enum {string}
       */
      status: 'ACTIVE' | 'DECOMMISSIONED';
      /**
       * @description months between leak checks (read-only); null when no check is required. A decommissioned installation keeps the interval it had
       * @example 12
       */
      leakCheckIntervalMonths: number | null;
      /**
       * Format: date
       * @description read-only
       */
      lastLeakCheckOn: string | null;
      /**
       * Format: date
       * @description read-only: one interval after the last check; never checked, one interval after installedOn (without it, after the day it was registered); earlier while a repair awaits its follow-up (repairedOn + 1 month at the latest); null when exempt or decommissioned
       */
      nextLeakCheckDue: string | null;
      /**
       * Format: date
       * @description read-only: the day a leak was found that has no repair on record yet (the first such check after the latest repair); null when none
       */
      leakUnrepairedSince: string | null;
      /**
       * @description read-only. LEAK_UNREPAIRED: a leak found has no repair on record (whatever is due); EXEMPT: no check required; OVERDUE: nextLeakCheckDue before today; DUE_SOON: due within 30 days; NEVER_CHECKED: no live check, not yet due; else OK. A decommissioned installation is never OVERDUE or DUE_SOON
       * @enum {string}
       */
      leakCheckStatus: 'LEAK_UNREPAIRED' | 'EXEMPT' | 'OK' | 'DUE_SOON' | 'OVERDUE' | 'NEVER_CHECKED';
      /** @description read-only: a leak detection system is required (500 t CO2e or more) */
      leakDetectionRequired: boolean;
      /**
       * @description kg filled into it by the linked live entries (read-only)
       * @example 2.5
       */
      addedKg: number;
      /**
       * @description kg recovered from it by the linked live entries (read-only)
       * @example 0.75
       */
      recoveredKg: number;
      /** Format: date */
      decommissionedOn: string | null;
      /** @enum {string|null} */
      gasDestination:
        'RECOVERED_INTO_CYLINDERS' | 'SENT_FOR_RECLAMATION' | 'SENT_FOR_DESTRUCTION' | 'OTHER' | null;
      decommissionNote: string | null;
      /** Format: date-time */
      createdAt: string;
      /** Format: date-time */
      updatedAt: string;
    };
    CreateInstallationDto: {
      /**
       * @description the customer who owns or operates it
       * @example 3
       */
      customerId: number;
      /**
       * @description Unique per customer, case-insensitive; trimmed
       * @example Koelcel 1
       */
      name: string;
      /**
       * @description Trimmed; empty becomes null
       * @example Dorpsstraat 12, 1234 AB Ergens
       */
      address?: string | null;
      /**
       * @default OTHER
       * @enum {string}
       */
      category: 'REFRIGERATION' | 'AIR_CONDITIONING' | 'HEAT_PUMP' | 'OTHER';
      /**
       * @description Trimmed; empty becomes null
       * @example Daikin
       */
      manufacturer?: string | null;
      /**
       * @description Trimmed; empty becomes null
       * @example ERQ250AW1
       */
      model?: string | null;
      /**
       * @description Trimmed; empty becomes null
       * @example J004512
       */
      serialNumber?: string | null;
      /**
       * @description the refrigerant in the circuit
       * @example 2
       */
      refrigerantId: number;
      /**
       * @description nominal charge in kg, more than 0, exact to the gram
       * @example 12.5
       */
      chargeKg: number;
      /**
       * Format: date
       * @description YYYY-MM-DD, not in the future; the first check is due one interval after it
       * @example 2021-05-01
       */
      installedOn?: string | null;
      /** @default false */
      hermeticallySealed: boolean;
      /** @default false */
      leakDetectionSystem: boolean;
    };
    UpdateInstallationDto: {
      /**
       * @description the customer who owns or operates it
       * @example 3
       */
      customerId?: number;
      /**
       * @description Unique per customer, case-insensitive; trimmed
       * @example Koelcel 1
       */
      name?: string;
      /**
       * @description Trimmed; empty becomes null
       * @example Dorpsstraat 12, 1234 AB Ergens
       */
      address?: string | null;
      /**
       * @default OTHER
       * @enum {string}
       */
      category: 'REFRIGERATION' | 'AIR_CONDITIONING' | 'HEAT_PUMP' | 'OTHER';
      /**
       * @description Trimmed; empty becomes null
       * @example Daikin
       */
      manufacturer?: string | null;
      /**
       * @description Trimmed; empty becomes null
       * @example ERQ250AW1
       */
      model?: string | null;
      /**
       * @description Trimmed; empty becomes null
       * @example J004512
       */
      serialNumber?: string | null;
      /**
       * @description the refrigerant in the circuit
       * @example 2
       */
      refrigerantId?: number;
      /**
       * @description nominal charge in kg, more than 0, exact to the gram
       * @example 12.5
       */
      chargeKg?: number;
      /**
       * Format: date
       * @description YYYY-MM-DD, not in the future; the first check is due one interval after it
       * @example 2021-05-01
       */
      installedOn?: string | null;
      /** @default false */
      hermeticallySealed: boolean;
      /** @default false */
      leakDetectionSystem: boolean;
    };
    DecommissionInstallationDto: {
      /**
       * Format: date
       * @description YYYY-MM-DD, not in the future
       * @example 2026-11-20
       */
      decommissionedOn: string;
      /** @enum {string} */
      gasDestination: 'RECOVERED_INTO_CYLINDERS' | 'SENT_FOR_RECLAMATION' | 'SENT_FOR_DESTRUCTION' | 'OTHER';
      note?: string | null;
    };
    LeakCheckDto: {
      id: number;
      installationId: number;
      /** @example Koelcel 1 */
      installationName: string;
      /**
       * Format: date
       * @example 2026-11-20
       */
      checkedOn: string;
      /** @description the fitter who did the check */
      userId: number;
      user: components['schemas']['UserRefDto'];
      /** @description the account that entered the record */
      enteredById: number;
      enteredBy: components['schemas']['UserRefDto'];
      /** @enum {string} */
      result: 'NO_LEAK' | 'LEAK_FOUND';
      /**
       * @description how the check was made; null when not recorded
       * @enum {string|null}
       */
      method:
        'ELECTRONIC_DETECTOR' | 'BUBBLE_SOLUTION' | 'UV_DYE' | 'INDIRECT' | 'LEAK_DETECTION_SYSTEM' | null;
      leakLocation: string | null;
      /** Format: date */
      repairedOn: string | null;
      repairDescription: string | null;
      /** @description the check this one re-checks */
      followUpOfId: number | null;
      /**
       * Format: date
       * @description after a repair: the first day of the follow-up check (repairedOn + 24 h); else null
       */
      followUpDueFrom: string | null;
      /**
       * Format: date
       * @description after a repair: the last day of the follow-up check (repairedOn + 1 month); else null
       */
      followUpDueBy: string | null;
      note: string | null;
      /** Format: date-time */
      createdAt: string;
      /** Format: date-time */
      updatedAt: string;
      /** @description true once an administrator corrected it (see its history) */
      corrected: boolean;
      /** @description true when voided (only administrators see those); it no longer counts */
      voided: boolean;
      /** @description why it was voided */
      voidReason: string | null;
      /** @description the fitter's certificate number when the check was stored; never rewritten */
      readonly fitterCertificateNumber: string | null;
      /** @description the company's certificate number when the check was stored; never rewritten */
      readonly companyCertificateNumber: string | null;
      /** @description true when the fitter had no certificate valid on checkedOn (stored while blockUncertifiedWork is off) */
      certificateWarning: boolean;
      /** @description the measuring instrument used, when named */
      instrumentId: number | null;
      /** @description that instrument, for display */
      instrument: components['schemas']['InstrumentRefDto'] | null;
      /** @description true when the instrument's calibration was overdue on the record's date (computed when it was stored; never a silent pass) */
      readonly instrumentOverdue: boolean;
    };
    LeakCheckRevisionDto: {
      id: number;
      /** Format: date-time */
      at: string;
      /** @description the account that made the change */
      by: components['schemas']['UserRefDto'];
      /**
       * @description { field: { from, to } } of the changed fields only
       * @example {
       *       "weightAfter": {
       *         "from": 11.2,
       *         "to": 11.25
       *       }
       *     }
       */
      changes: {
        [key: string]: components['schemas']['FieldChangeDto'];
      };
      reason: string | null;
      /** @enum {string} */
      action: 'CREATE' | 'EDIT' | 'VOID';
    };
    CreateLeakCheckDto: {
      /** @example 7 */
      installationId: number;
      /**
       * Format: date
       * @description YYYY-MM-DD, not in the future (company time), not before the installation date
       * @example 2026-11-20
       */
      checkedOn: string;
      /** @description the fitter who did the check (an active user); default: the caller */
      userId?: number;
      /** @enum {string} */
      result: 'NO_LEAK' | 'LEAK_FOUND';
      /**
       * @description how the check was made (direct: a detector, bubbles, UV dye; indirect; a fixed system)
       * @enum {string|null}
       */
      method?:
        'ELECTRONIC_DETECTOR' | 'BUBBLE_SOLUTION' | 'UV_DYE' | 'INDIRECT' | 'LEAK_DETECTION_SYSTEM' | null;
      /** @description where the leak was found (LEAK_FOUND) */
      leakLocation?: string | null;
      /**
       * Format: date
       * @description YYYY-MM-DD of the repair (LEAK_FOUND only), not before checkedOn, not in the future
       */
      repairedOn?: string | null;
      /** @description what was repaired */
      repairDescription?: string | null;
      /** @description the check this one re-checks: a live check of the same installation, on or before this one */
      followUpOfId?: number | null;
      /** @description free text */
      note?: string | null;
      /**
       * @description the measuring instrument used (400 INSTRUMENT_NOT_FOUND for an unknown one); an instrument whose calibration is overdue on the record's date is accepted and the record stores instrumentOverdue: true
       * @example 2
       */
      instrumentId?: number | null;
    };
    UpdateLeakCheckDto: {
      /**
       * Format: date
       * @description YYYY-MM-DD, not in the future (company time), not before the installation date
       * @example 2026-11-20
       */
      checkedOn?: string;
      /** @description the fitter who did the check (an active user); default: the caller */
      userId?: number;
      /** @enum {string} */
      result?: 'NO_LEAK' | 'LEAK_FOUND';
      /**
       * @description how the check was made (direct: a detector, bubbles, UV dye; indirect; a fixed system)
       * @enum {string|null}
       */
      method?:
        'ELECTRONIC_DETECTOR' | 'BUBBLE_SOLUTION' | 'UV_DYE' | 'INDIRECT' | 'LEAK_DETECTION_SYSTEM' | null;
      /** @description where the leak was found (LEAK_FOUND) */
      leakLocation?: string | null;
      /**
       * Format: date
       * @description YYYY-MM-DD of the repair (LEAK_FOUND only), not before checkedOn, not in the future
       */
      repairedOn?: string | null;
      /** @description what was repaired */
      repairDescription?: string | null;
      /** @description the check this one re-checks: a live check of the same installation, on or before this one */
      followUpOfId?: number | null;
      /** @description free text */
      note?: string | null;
      /** @description why it was corrected */
      reason?: string | null;
    };
    LogbookPeriodDto: {
      /** Format: date */
      from: string | null;
      /** Format: date */
      to: string | null;
    };
    LogbookCustomerDto: {
      id: number;
      name: string;
      address: string | null;
    };
    LogbookChargeDto: {
      /** @example R-404A */
      gasType: string;
      /** @example 3922 */
      gwp: number | null;
      /**
       * @description the installation charge, kg
       * @example 12.5
       */
      chargeKg: number;
      /**
       * @description charge x GWP / 1000
       * @example 49.025
       */
      co2eTonnes: number | null;
    };
    LogbookFacilityDto: {
      name: string;
      address: string | null;
      certificateNumber: string | null;
    };
    LogbookRecoveredFromDto: {
      installationId: number;
      /** @example Koelcel 2 */
      name: string;
    };
    LogbookPersonDto: {
      id: number;
      /** @example Monteur Mark */
      name: string;
      /** @description the person's F-gas certificate number as the record stored it when it was made; null when none was on file then */
      certificateNumber: string | null;
    };
    LogbookEntryDto: {
      /** @description the mutation (log entry) id */
      id: number;
      /** Format: date-time */
      date: string;
      /** @enum {string} */
      mutationType:
        | 'RECLAIM_RETROFIT'
        | 'RECLAIM_MAINTENANCE'
        | 'RECLAIM_DECOMMISSION'
        | 'RECLAIM_WEIGH'
        | 'RECLAIM_VACUUM'
        | 'RECLAIM_TRANSFER'
        | 'FILLUP_RETROFIT'
        | 'FILLUP_NEW_CONSTRUCTION'
        | 'FILLUP_LEAKAGE'
        | 'FILLUP_WEIGH'
        | 'INSPECTION'
        | 'MOVED'
        | 'MAINTENANCE'
        | 'OTHER';
      /**
       * @description kg moved (exact to the gram)
       * @example 1.25
       */
      kg: number;
      cylinderId: number;
      /** @example FG-0004 */
      cylinderSerialNumber: string;
      /**
       * @description the cylinder's content origin
       * @enum {string}
       */
      contentOrigin: 'VIRGIN' | 'RECYCLED' | 'RECLAIMED' | 'RECOVERED';
      /** @description null for virgin and recovered gas */
      originFacility: components['schemas']['LogbookFacilityDto'] | null;
      /** @description a fill-up of RECOVERED gas: the installations it was recovered from (into that cylinder, before the fill-up); otherwise empty */
      recoveredFrom: components['schemas']['LogbookRecoveredFromDto'][];
      workOrder: string | null;
      note: string | null;
      /** @description the fitter who did the work */
      fitter: components['schemas']['LogbookPersonDto'];
      /** @description the company's F-gas certificate number as the record stored it when it was made; null when none was on file then */
      companyCertificateNumber: string | null;
      /** @description true once an administrator corrected it (its history keeps the earlier values) */
      corrected: boolean;
    };
    LogbookQuantitiesDto: {
      /**
       * @description sum of the entries, kg
       * @example 3.5
       */
      totalKg: number;
      entries: components['schemas']['LogbookEntryDto'][];
    };
    LogbookOriginDto: {
      /** @example 2 */
      virginKg: number;
      /** @example 0 */
      recycledKg: number;
      /** @example 1.5 */
      reclaimedKg: number;
      /**
       * @description filled from recovery cylinders (recovered gas put back), kg
       * @example 0
       */
      recoveredKg: number;
      /** @description the fill-ups of recycled, reclaimed or recovered gas, with their facility or the installations it came from */
      entries: components['schemas']['LogbookEntryDto'][];
    };
    LogbookCompanyDto: {
      /**
       * @description the organisation name of the settings
       * @example Koeltechniek Jansen BV
       */
      name: string;
      /** @description the company's certificate number stored by the period's latest record that has one; null when none of its records has one */
      certificateNumber: string | null;
      /**
       * @description every company certificate number the period's records stored, oldest first (a renewal in the period gives two)
       * @example [
       *       "BV-2021-17",
       *       "BV-2026-88"
       *     ]
       */
      certificateNumbers: string[];
    };
    LogbookFitterDto: {
      id: number;
      /** @example Monteur Mark */
      name: string;
      /** @description the person's F-gas certificate number as the record stored it when it was made; null when none was on file then */
      certificateNumber: string | null;
      /** @description quantities added or recovered by this person in the period */
      entries: number;
      /** @description leak checks by this person in the period */
      leakChecks: number;
    };
    LogbookInstrumentDto: {
      id: number;
      /** @enum {string} */
      kind: 'SCALE' | 'LEAK_DETECTOR' | 'PRESSURE_GAUGE' | 'VACUUM_GAUGE' | 'THERMOMETER';
      /** @example LD-2291 */
      serialNumber: string;
    };
    LogbookLeakCheckDto: {
      id: number;
      /** Format: date */
      checkedOn: string;
      /** @enum {string} */
      result: 'NO_LEAK' | 'LEAK_FOUND';
      /**
       * @description how the check was made; null when not recorded
       * @enum {string|null}
       */
      method:
        'ELECTRONIC_DETECTOR' | 'BUBBLE_SOLUTION' | 'UV_DYE' | 'INDIRECT' | 'LEAK_DETECTION_SYSTEM' | null;
      leakLocation: string | null;
      /** Format: date */
      repairedOn: string | null;
      repairDescription: string | null;
      /** @description the check this one re-checks */
      followUpOfId: number | null;
      /**
       * Format: date
       * @description after a repair: first day of the follow-up
       */
      followUpDueFrom: string | null;
      /**
       * Format: date
       * @description after a repair: last day of the follow-up
       */
      followUpDueBy: string | null;
      /** @description the live checks that re-check this one */
      followedUpByIds: number[];
      /** @description the instrument the check was made with; null when none was named */
      instrument: components['schemas']['LogbookInstrumentDto'] | null;
      note: string | null;
      fitter: components['schemas']['LogbookPersonDto'];
      /** @description the company's F-gas certificate number as the record stored it when it was made; null when none was on file then */
      companyCertificateNumber: string | null;
      corrected: boolean;
    };
    LogbookDecommissioningDto: {
      /** Format: date */
      decommissionedOn: string;
      /** @enum {string} */
      gasDestination: 'RECOVERED_INTO_CYLINDERS' | 'SENT_FOR_RECLAMATION' | 'SENT_FOR_DESTRUCTION' | 'OTHER';
      note: string | null;
      /** @description the administrator who recorded it */
      recordedBy: string | null;
      /** @description kg of the recovery entries */
      recoveredKg: number;
      /** @description the linked decommissioning reclaims (RECLAIM_DECOMMISSION) of the period */
      recoveryEntries: components['schemas']['LogbookEntryDto'][];
    };
    LogbookDto: {
      /** Format: date-time */
      generatedAt: string;
      period: components['schemas']['LogbookPeriodDto'];
      /** @description the installation as it is today */
      installation: components['schemas']['InstallationDto'];
      /** @description the owner/operator */
      customer: components['schemas']['LogbookCustomerDto'];
      /** @description (a) gas type, charge, CO2e */
      charge: components['schemas']['LogbookChargeDto'];
      /** @description (b) every quantity added */
      added: components['schemas']['LogbookQuantitiesDto'];
      /** @description (c) every quantity recovered */
      recovered: components['schemas']['LogbookQuantitiesDto'];
      /** @description (d) recycled or reclaimed gas added, with its facility */
      origin: components['schemas']['LogbookOriginDto'];
      /** @description (e) the company that did the work */
      company: components['schemas']['LogbookCompanyDto'];
      /** @description (e) the individuals who did the work */
      fitters: components['schemas']['LogbookFitterDto'][];
      /** @description (f) leak checks checked or repaired in the period, oldest first */
      leakChecks: components['schemas']['LogbookLeakCheckDto'][];
      /** @description (g) the decommissioning when it falls in the period, else null */
      decommissioning: components['schemas']['LogbookDecommissioningDto'] | null;
    };
    CreateShareLinkDto: {
      /**
       * @description Who the link was given to or what for; trimmed, empty is none
       * @example Keurmeester 2026
       */
      label?: string | null;
      /**
       * Format: date
       * @description The last day the link opens the logbook (the company's calendar day), not before today (400); after it the token answers 404 as a revoked one does
       * @example 2026-12-31
       */
      expiresOn?: string | null;
    };
    ShareLinkCreatedDto: {
      id: number;
      /**
       * @description <public URL>/logbook/<token>: the web page of the logbook, readable without signing in
       * @example https://fgas.example.nl/logbook/3q2-7wEAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA
       */
      url: string;
    };
    ShareLinkDto: {
      id: number;
      installationId: number;
      /** Format: date-time */
      createdAt: string;
      createdBy: components['schemas']['UserRefDto'];
      /** @description who the link was given to or what for */
      label: string | null;
      /**
       * Format: date
       * @description the last day the link works; null: until revoked
       */
      expiresOn: string | null;
      /** @description true once expiresOn has passed (the link then answers 404, as when revoked) */
      expired: boolean;
      /**
       * Format: date-time
       * @description null while the link works
       */
      revokedAt: string | null;
      revokedBy: components['schemas']['UserRefDto'] | null;
    };
    BalanceRowDto: {
      /** @example R-32 */
      gas: string;
      gwp: number | null;
      /** @description Stock at the start of the year, kg (exact to the gram) */
      openingKg: number;
      /** @description Initial content of the cylinders received in the year, kg (exact to the gram) */
      receivedKg: number;
      /** @description Filled from cylinders into installations, kg (exact to the gram) */
      filledKg: number;
      /** @description Recovered from installations into cylinders, kg (exact to the gram) */
      recoveredKg: number;
      /** @description Content of the cylinders returned to the supplier (weight at return - tare), kg (exact to the gram) */
      returnedKg: number;
      /** @description Unexplained weight gaps, signed (a return that weighs other than the book stock counts here too), kg (exact to the gram) */
      unexplainedKg: number;
      /** @description Stock at the end of the year, kg (exact to the gram) */
      closingKg: number;
      /** @description openingKg, t CO2e (3 decimals); null without GWP */
      openingCo2eTonnes: number | null;
      /** @description receivedKg, t CO2e (3 decimals); null without GWP */
      receivedCo2eTonnes: number | null;
      /** @description filledKg, t CO2e (3 decimals); null without GWP */
      filledCo2eTonnes: number | null;
      /** @description recoveredKg, t CO2e (3 decimals); null without GWP */
      recoveredCo2eTonnes: number | null;
      /** @description returnedKg, t CO2e (3 decimals); null without GWP */
      returnedCo2eTonnes: number | null;
      /** @description unexplainedKg, t CO2e (3 decimals); null without GWP */
      unexplainedCo2eTonnes: number | null;
      /** @description closingKg, t CO2e (3 decimals); null without GWP */
      closingCo2eTonnes: number | null;
    };
    SignOffDto: {
      /** @example 2026 */
      year: number;
      signedById: number;
      signedByName: string | null;
      /** Format: date-time */
      signedAt: string;
    };
    InstrumentUsesDto: {
      /** @description log entries (also deleted ones) made with this instrument */
      logEntries: number;
      /** @description leak checks (also voided ones) made with this instrument */
      leakChecks: number;
    };
    InstrumentDto: {
      id: number;
      /** @enum {string} */
      kind: 'SCALE' | 'LEAK_DETECTOR' | 'PRESSURE_GAUGE' | 'VACUUM_GAUGE' | 'THERMOMETER';
      /** @example LD-4471 */
      serialNumber: string;
      /** @example Testo 316-4 */
      make: string | null;
      /** Format: date */
      calibratedOn: string | null;
      /** Format: date */
      calibrationDue: string | null;
      /** @description true when today (company time) is after calibrationDue: the instrument's calibration is overdue */
      readonly overdue: boolean;
      /** Format: date-time */
      createdAt: string;
      _count: components['schemas']['InstrumentUsesDto'];
    };
    CreateInstrumentDto: {
      /** @enum {string} */
      kind: 'SCALE' | 'LEAK_DETECTOR' | 'PRESSURE_GAUGE' | 'VACUUM_GAUGE' | 'THERMOMETER';
      /**
       * @description unique per kind
       * @example LD-4471
       */
      serialNumber: string;
      /**
       * @description Trimmed; empty becomes null
       * @example Testo 316-4
       */
      make?: string | null;
      /**
       * Format: date
       * @description YYYY-MM-DD of the last calibration, not in the future
       * @example 2026-03-01
       */
      calibratedOn?: string | null;
      /**
       * Format: date
       * @description YYYY-MM-DD: the last day the calibration is valid (overdue from the day after); not before calibratedOn
       * @example 2026-03-01
       */
      calibrationDue?: string | null;
    };
    UpdateInstrumentDto: {
      /** @enum {string} */
      kind?: 'SCALE' | 'LEAK_DETECTOR' | 'PRESSURE_GAUGE' | 'VACUUM_GAUGE' | 'THERMOMETER';
      /**
       * @description unique per kind
       * @example LD-4471
       */
      serialNumber?: string;
      /**
       * @description Trimmed; empty becomes null
       * @example Testo 316-4
       */
      make?: string | null;
      /**
       * Format: date
       * @description YYYY-MM-DD of the last calibration, not in the future
       * @example 2026-03-01
       */
      calibratedOn?: string | null;
      /**
       * Format: date
       * @description YYYY-MM-DD: the last day the calibration is valid (overdue from the day after); not before calibratedOn
       * @example 2026-03-01
       */
      calibrationDue?: string | null;
    };
  };
  responses: never;
  parameters: never;
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
  getPublicSettings: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PublicSettingsDto'];
        };
      };
      /** @description Unexpected error: the answer carries only a requestId to quote */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
    };
  };
  getSettings: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SettingsDto'];
        };
      };
      /** @description Not signed in, or the token is invalid or expired */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
    };
  };
  updateSettings: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateSettingsDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SettingsDto'];
        };
      };
      /** @description Invalid input (fields lists the problems per field) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
      /** @description Not signed in, or the token is invalid or expired */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
      /** @description Signed in, but the role does not allow this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
    };
  };
  register: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['RegisterDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SessionDto'];
        };
      };
      /** @description Invalid input (fields lists the problems per field) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
      /** @description Signed in, but the role does not allow this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
      /** @description Conflicts with stored data (duplicate, in use, stale version) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
    };
  };
  login: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['LoginDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SessionDto'];
        };
      };
      /** @description Invalid input (fields lists the problems per field) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
      /** @description Not signed in, or the token is invalid or expired */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
      /** @description Too many attempts */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
    };
  };
  getMe: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UserDto'];
        };
      };
      /** @description Not signed in, or the token is invalid or expired */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
    };
  };
  updateMe: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateProfileDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SessionDto'];
        };
      };
      /** @description Invalid input (fields lists the problems per field) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
      /** @description Not signed in, or the token is invalid or expired */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
      /** @description Conflicts with stored data (duplicate, in use, stale version) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
    };
  };
  listUsers: {
    parameters: {
      query?: {
        /** @description JSON ["field","ASC"|"DESC"] */
        sort?: string;
        /** @description JSON [start,end], inclusive */
        range?: string;
        /** @description JSON object of filters; "q" is a free-text search, "id" one id or a list */
        filter?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The page; Content-Range: users <start>-<end>/<total> */
      200: {
        headers: {
          /** @description users 0-24/100 */
          'Content-Range'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': (components['schemas']['UserDto'] | components['schemas']['UserSummaryDto'])[];
        };
      };
      /** @description Invalid input (fields lists the problems per field) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
      /** @description Not signed in, or the token is invalid or expired */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
    };
  };
  createUser: {
    parameters: {
      query?: never;
      header?: {
        /** @description A fresh key per new request (8-255 of A-Z a-z 0-9 . _ ~ : + / = -, e.g. a UUID), reused on retry. The same key and body within 24 h answer the first answer again (Idempotent-Replayed: true) without a second write. Only successful answers are kept. */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateUserDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UserDto'];
        };
      };
      /** @description Invalid input (fields lists the problems per field) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
      /** @description Not signed in, or the token is invalid or expired */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
      /** @description Signed in, but the role does not allow this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
      /**
       * @description Conflicts with stored data (duplicate, in use, stale version)
       *
       *     IDEMPOTENCY_REQUEST_IN_PROGRESS: a request with this key is still running
       */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
      /** @description IDEMPOTENCY_KEY_REUSED: the key was used for a different request */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
    };
  };
  getUser: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UserDto'] | components['schemas']['UserSummaryDto'];
        };
      };
      /** @description Invalid input (fields lists the problems per field) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
      /** @description Not signed in, or the token is invalid or expired */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
    };
  };
  updateUser: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateUserDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UserDto'];
        };
      };
      /** @description Invalid input (fields lists the problems per field) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
      /** @description Not signed in, or the token is invalid or expired */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
      /** @description Signed in, but the role does not allow this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
      /** @description Conflicts with stored data (duplicate, in use, stale version) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
    };
  };
  deleteUser: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UserDto'];
        };
      };
      /** @description Invalid input (fields lists the problems per field) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
      /** @description Not signed in, or the token is invalid or expired */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
      /** @description Signed in, but the role does not allow this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
      /** @description Conflicts with stored data (duplicate, in use, stale version) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
    };
  };
  getHealth: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': unknown;
        };
      };
      /** @description Database unavailable */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
    };
  };
  getReadiness: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': unknown;
        };
      };
      /** @description Database unavailable */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
    };
  };
  listRefrigerants: {
    parameters: {
      query?: {
        /** @description JSON ["field","ASC"|"DESC"] */
        sort?: string;
        /** @description JSON [start,end], inclusive */
        range?: string;
        /** @description JSON object of filters; "q" is a free-text search, "id" one id or a list */
        filter?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The page; Content-Range: refrigerants <start>-<end>/<total> */
      200: {
        headers: {
          /** @description refrigerants 0-24/100 */
          'Content-Range'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RefrigerantDto'][];
        };
      };
      /** @description Invalid input (fields lists the problems per field) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
      /** @description Not signed in, or the token is invalid or expired */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
    };
  };
  createRefrigerant: {
    parameters: {
      query?: never;
      header?: {
        /** @description A fresh key per new request (8-255 of A-Z a-z 0-9 . _ ~ : + / = -, e.g. a UUID), reused on retry. The same key and body within 24 h answer the first answer again (Idempotent-Replayed: true) without a second write. Only successful answers are kept. */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateRefrigerantDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RefrigerantDto'];
        };
      };
      /** @description Invalid input (fields lists the problems per field) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
      /** @description Not signed in, or the token is invalid or expired */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
      /** @description Signed in, but the role does not allow this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
      /**
       * @description Conflicts with stored data (duplicate, in use, stale version)
       *
       *     IDEMPOTENCY_REQUEST_IN_PROGRESS: a request with this key is still running
       */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
      /** @description IDEMPOTENCY_KEY_REUSED: the key was used for a different request */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
    };
  };
  refrigerantStats: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RefrigerantStatsDto'];
        };
      };
      /** @description Not signed in, or the token is invalid or expired */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
    };
  };
  getRefrigerant: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RefrigerantDto'];
        };
      };
      /** @description Invalid input (fields lists the problems per field) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
      /** @description Not signed in, or the token is invalid or expired */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
    };
  };
  updateRefrigerant: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateRefrigerantDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RefrigerantDto'];
        };
      };
      /** @description Invalid input (fields lists the problems per field) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
      /** @description Not signed in, or the token is invalid or expired */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
      /** @description Signed in, but the role does not allow this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
      /** @description Conflicts with stored data (duplicate, in use, stale version) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
    };
  };
  deleteRefrigerant: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RefrigerantDto'];
        };
      };
      /** @description Invalid input (fields lists the problems per field) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
      /** @description Not signed in, or the token is invalid or expired */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
      /** @description Signed in, but the role does not allow this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
      /** @description Conflicts with stored data (duplicate, in use, stale version) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
    };
  };
  listSuppliers: {
    parameters: {
      query?: {
        /** @description JSON ["field","ASC"|"DESC"] */
        sort?: string;
        /** @description JSON [start,end], inclusive */
        range?: string;
        /** @description JSON object of filters; "q" is a free-text search, "id" one id or a list */
        filter?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The page; Content-Range: suppliers <start>-<end>/<total> */
      200: {
        headers: {
          /** @description suppliers 0-24/100 */
          'Content-Range'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SupplierDto'][];
        };
      };
      /** @description Invalid input (fields lists the problems per field) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
      /** @description Not signed in, or the token is invalid or expired */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
    };
  };
  createSupplier: {
    parameters: {
      query?: never;
      header?: {
        /** @description A fresh key per new request (8-255 of A-Z a-z 0-9 . _ ~ : + / = -, e.g. a UUID), reused on retry. The same key and body within 24 h answer the first answer again (Idempotent-Replayed: true) without a second write. Only successful answers are kept. */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateSupplierDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SupplierDto'];
        };
      };
      /** @description Invalid input (fields lists the problems per field) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
      /** @description Not signed in, or the token is invalid or expired */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
      /** @description Signed in, but the role does not allow this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
      /** @description IDEMPOTENCY_REQUEST_IN_PROGRESS: a request with this key is still running */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
      /** @description IDEMPOTENCY_KEY_REUSED: the key was used for a different request */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
    };
  };
  supplierStats: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SupplierStatsDto'];
        };
      };
      /** @description Not signed in, or the token is invalid or expired */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
    };
  };
  getSupplier: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SupplierDto'];
        };
      };
      /** @description Invalid input (fields lists the problems per field) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
      /** @description Not signed in, or the token is invalid or expired */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
    };
  };
  updateSupplier: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateSupplierDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SupplierDto'];
        };
      };
      /** @description Invalid input (fields lists the problems per field) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
      /** @description Not signed in, or the token is invalid or expired */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
      /** @description Signed in, but the role does not allow this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
    };
  };
  deleteSupplier: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SupplierDto'];
        };
      };
      /** @description Invalid input (fields lists the problems per field) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
      /** @description Not signed in, or the token is invalid or expired */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
      /** @description Signed in, but the role does not allow this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
      /** @description Conflicts with stored data (duplicate, in use, stale version) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
    };
  };
  listCylinders: {
    parameters: {
      query?: {
        /** @description JSON ["field","ASC"|"DESC"] */
        sort?: string;
        /** @description JSON [start,end], inclusive */
        range?: string;
        /** @description JSON object of filters; "q" is a free-text search, "id" one id or a list */
        filter?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The page; Content-Range: cylinders <start>-<end>/<total> */
      200: {
        headers: {
          /** @description cylinders 0-24/100 */
          'Content-Range'?: string;
          /** @description Only on a filtered list: the number of rows without the filters */
          'X-Unfiltered-Total'?: number;
          /** @description Only when a paged list stopped counting 1000 matches past its first row: "true", and the total in Content-Range is that bound (start + 1000), a lower bound: a client that pages until it reaches the total still sees every match. An unpaged list (no range) is counted exactly. */
          'X-Total-Capped'?: 'true';
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CylinderDto'][];
        };
      };
      /** @description Invalid input (fields lists the problems per field) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
      /** @description Not signed in, or the token is invalid or expired */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
    };
  };
  createCylinder: {
    parameters: {
      query?: never;
      header?: {
        /** @description A fresh key per new request (8-255 of A-Z a-z 0-9 . _ ~ : + / = -, e.g. a UUID), reused on retry. The same key and body within 24 h answer the first answer again (Idempotent-Replayed: true) without a second write. Only successful answers are kept. */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateCylinderDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CylinderDto'];
        };
      };
      /** @description Invalid input (fields lists the problems per field) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
      /** @description Not signed in, or the token is invalid or expired */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
      /** @description Signed in, but the role does not allow this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
      /**
       * @description Conflicts with stored data (duplicate, in use, stale version)
       *
       *     IDEMPOTENCY_REQUEST_IN_PROGRESS: a request with this key is still running
       */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
      /** @description IDEMPOTENCY_KEY_REUSED: the key was used for a different request */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
    };
  };
  exportCylinders: {
    parameters: {
      query?: {
        /** @description JSON ["field","ASC"|"DESC"] */
        sort?: string;
        /** @description JSON [start,end], inclusive */
        range?: string;
        /** @description JSON object of filters; "q" is a free-text search, "id" one id or a list */
        filter?: string;
        /** @description Language of headers and values. Default: the request's Accept-Language (nl or en), else nl; a request without Accept-Language (a script) gets en, the format integrators have always parsed. en keeps the API codes as values; nl translates them and repeats the codes in extra columns at the end. */
        lang?: 'nl' | 'en';
      };
      header: {
        'accept-language': string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description fgas-cylinders-YYYY-MM-DD.csv */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': string;
        };
      };
      /** @description Invalid input (fields lists the problems per field) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': components['schemas']['ErrorDto'];
        };
      };
      /** @description Not signed in, or the token is invalid or expired */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': components['schemas']['ErrorDto'];
        };
      };
    };
  };
  getCylinder: {
    parameters: {
      query?: {
        /** @description How many of the newest live log entries to include; compare with logCount, older ones via GET /api/logs */
        logsLimit?: number;
      };
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CylinderDetailDto'];
        };
      };
      /** @description Invalid input (fields lists the problems per field) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
      /** @description Not signed in, or the token is invalid or expired */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
    };
  };
  updateCylinder: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateCylinderDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CylinderDto'];
        };
      };
      /** @description Invalid input (fields lists the problems per field) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
      /** @description Not signed in, or the token is invalid or expired */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
      /** @description Signed in, but the role does not allow this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
      /** @description Conflicts with stored data (duplicate, in use, stale version) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
    };
  };
  deleteCylinder: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The cylinder as it was */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CylinderDto'];
        };
      };
      /** @description Invalid input (fields lists the problems per field) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
      /** @description Not signed in, or the token is invalid or expired */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
      /** @description Signed in, but the role does not allow this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
      /** @description Conflicts with stored data (duplicate, in use, stale version) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
    };
  };
  returnCylinder: {
    parameters: {
      query?: never;
      header?: {
        /** @description A fresh key per new request (8-255 of A-Z a-z 0-9 . _ ~ : + / = -, e.g. a UUID), reused on retry. The same key and body within 24 h answer the first answer again (Idempotent-Replayed: true) without a second write. Only successful answers are kept. */
        'Idempotency-Key'?: string;
      };
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ReturnCylinderDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CylinderDto'];
        };
      };
      /** @description Invalid input (fields lists the problems per field) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
      /** @description Not signed in, or the token is invalid or expired */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
      /** @description Signed in, but the role does not allow this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
      /**
       * @description Conflicts with stored data (duplicate, in use, stale version)
       *
       *     IDEMPOTENCY_REQUEST_IN_PROGRESS: a request with this key is still running
       */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
      /** @description IDEMPOTENCY_KEY_REUSED: the key was used for a different request */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
    };
  };
  getCylinderReturnSlip: {
    parameters: {
      query?: {
        /** @description Language of the slip. Default: the request's Accept-Language (nl or en), else nl; a request without Accept-Language gets en */
        lang?: 'nl' | 'en';
      };
      header: {
        'accept-language': string;
      };
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description PDF file (A4) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/pdf': string;
        };
      };
      /** @description Invalid input (fields lists the problems per field) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/pdf': components['schemas']['ErrorDto'];
        };
      };
      /** @description Not signed in, or the token is invalid or expired */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/pdf': components['schemas']['ErrorDto'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/pdf': components['schemas']['ErrorDto'];
        };
      };
      /** @description Conflicts with stored data (duplicate, in use, stale version) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/pdf': components['schemas']['ErrorDto'];
        };
      };
    };
  };
  getCylinderQrPng: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description PNG image of the QR code (error correction M, margin 2) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'image/png': string;
        };
      };
      /** @description Invalid input (fields lists the problems per field) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'image/png': components['schemas']['ErrorDto'];
        };
      };
      /** @description Not signed in, or the token is invalid or expired */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'image/png': components['schemas']['ErrorDto'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'image/png': components['schemas']['ErrorDto'];
        };
      };
    };
  };
  getCylinderQrSvg: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description SVG image of the QR code (error correction M, margin 2) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'image/svg+xml': string;
        };
      };
      /** @description Invalid input (fields lists the problems per field) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'image/svg+xml': components['schemas']['ErrorDto'];
        };
      };
      /** @description Not signed in, or the token is invalid or expired */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'image/svg+xml': components['schemas']['ErrorDto'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'image/svg+xml': components['schemas']['ErrorDto'];
        };
      };
    };
  };
  resolveScan: {
    parameters: {
      query: {
        /** @description What the camera read: a label URL with /cylinder/<id> (any host), a bare id, or a serial number (trimmed, case-insensitive) */
        code: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CylinderDto'];
        };
      };
      /** @description Invalid input (fields lists the problems per field) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
      /** @description Not signed in, or the token is invalid or expired */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
    };
  };
  listLogEntries: {
    parameters: {
      query?: {
        /** @description JSON ["field","ASC"|"DESC"] */
        sort?: string;
        /** @description JSON [start,end], inclusive */
        range?: string;
        /** @description JSON object of filters; "q" is a free-text search, "id" one id or a list */
        filter?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The page; Content-Range: logs <start>-<end>/<total> */
      200: {
        headers: {
          /** @description logs 0-24/100 */
          'Content-Range'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['LogEntryDto'][];
        };
      };
      /** @description Invalid input (fields lists the problems per field) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
      /** @description Not signed in, or the token is invalid or expired */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
      /** @description Signed in, but the role does not allow this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
    };
  };
  createLogEntry: {
    parameters: {
      query?: never;
      header?: {
        /** @description Milliseconds the request waited on the device since it was saved (its clock minus its clock), sent when a queued write is replayed. An entry without a date is dated at the server time minus this wait (never in the future); a date in the body wins. Not part of the Idempotency-Key fingerprint. 400 QUEUED_FOR_INVALID for anything but whole milliseconds (1 to 15 digits), or for a wait reaching back before 2000-01-01. */
        'Queued-For-Ms'?: string;
        /** @description A fresh key per new request (8-255 of A-Z a-z 0-9 . _ ~ : + / = -, e.g. a UUID), reused on retry. The same key and body within 24 h answer the first answer again (Idempotent-Replayed: true) without a second write. Only successful answers are kept. */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateLogEntryDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['LogEntryDto'];
        };
      };
      /** @description Invalid input (fields lists the problems per field) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
      /** @description Not signed in, or the token is invalid or expired */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
      /** @description Signed in, but the role does not allow this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
      /**
       * @description Conflicts with stored data (duplicate, in use, stale version)
       *
       *     IDEMPOTENCY_REQUEST_IN_PROGRESS: a request with this key is still running
       */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
      /** @description IDEMPOTENCY_KEY_REUSED: the key was used for a different request */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
    };
  };
  exportLogEntries: {
    parameters: {
      query?: {
        /** @description JSON ["field","ASC"|"DESC"] */
        sort?: string;
        /** @description JSON [start,end], inclusive */
        range?: string;
        /** @description JSON object of filters; "q" is a free-text search, "id" one id or a list */
        filter?: string;
        /** @description Language of headers and values. Default: the request's Accept-Language (nl or en), else nl; a request without Accept-Language (a script) gets en, the format integrators have always parsed. en keeps the API codes as values; nl translates them and repeats the codes in extra columns at the end. */
        lang?: 'nl' | 'en';
      };
      header: {
        'accept-language': string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description CSV file */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': string;
        };
      };
      /** @description Invalid input (fields lists the problems per field) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': components['schemas']['ErrorDto'];
        };
      };
      /** @description Not signed in, or the token is invalid or expired */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': components['schemas']['ErrorDto'];
        };
      };
      /** @description Signed in, but the role does not allow this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': components['schemas']['ErrorDto'];
        };
      };
    };
  };
  getLogEntry: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['LogEntryDto'];
        };
      };
      /** @description Invalid input (fields lists the problems per field) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
      /** @description Not signed in, or the token is invalid or expired */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
    };
  };
  updateLogEntry: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateLogEntryDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['LogEntryDto'];
        };
      };
      /** @description Invalid input (fields lists the problems per field) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
      /** @description Not signed in, or the token is invalid or expired */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
      /** @description Signed in, but the role does not allow this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
      /** @description Conflicts with stored data (duplicate, in use, stale version) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
    };
  };
  deleteLogEntry: {
    parameters: {
      query?: {
        /** @description why the entry is deleted (kept in its history) */
        reason?: string | null;
      };
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['LogEntryDto'];
        };
      };
      /** @description Invalid input (fields lists the problems per field) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
      /** @description Not signed in, or the token is invalid or expired */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
      /** @description Signed in, but the role does not allow this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
      /** @description Conflicts with stored data (duplicate, in use, stale version) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
    };
  };
  getLogEntryHistory: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['LogEntryRevisionDto'][];
        };
      };
      /** @description Invalid input (fields lists the problems per field) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
      /** @description Not signed in, or the token is invalid or expired */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
      /** @description Signed in, but the role does not allow this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
    };
  };
  explainGap: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ExplainGapDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['LogEntryDto'];
        };
      };
      /** @description Invalid input (fields lists the problems per field) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
      /** @description Not signed in, or the token is invalid or expired */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
      /** @description Signed in, but the role does not allow this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
      /** @description Conflicts with stored data (duplicate, in use, stale version) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
    };
  };
  getDashboardStats: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DashboardStatsDto'];
        };
      };
      /** @description Not signed in, or the token is invalid or expired */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
    };
  };
  listCustomers: {
    parameters: {
      query?: {
        /** @description JSON ["field","ASC"|"DESC"] */
        sort?: string;
        /** @description JSON [start,end], inclusive */
        range?: string;
        /** @description JSON object of filters; "q" is a free-text search, "id" one id or a list */
        filter?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The page; Content-Range: customers <start>-<end>/<total> */
      200: {
        headers: {
          /** @description customers 0-24/100 */
          'Content-Range'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CustomerDto'][];
        };
      };
      /** @description Invalid input (fields lists the problems per field) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
      /** @description Not signed in, or the token is invalid or expired */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
    };
  };
  createCustomer: {
    parameters: {
      query?: never;
      header?: {
        /** @description A fresh key per new request (8-255 of A-Z a-z 0-9 . _ ~ : + / = -, e.g. a UUID), reused on retry. The same key and body within 24 h answer the first answer again (Idempotent-Replayed: true) without a second write. Only successful answers are kept. */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateCustomerDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CustomerDto'];
        };
      };
      /** @description Invalid input (fields lists the problems per field) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
      /** @description Not signed in, or the token is invalid or expired */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
      /** @description Signed in, but the role does not allow this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
      /** @description IDEMPOTENCY_REQUEST_IN_PROGRESS: a request with this key is still running */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
      /** @description IDEMPOTENCY_KEY_REUSED: the key was used for a different request */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
    };
  };
  getCustomer: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CustomerDto'];
        };
      };
      /** @description Invalid input (fields lists the problems per field) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
      /** @description Not signed in, or the token is invalid or expired */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
    };
  };
  updateCustomer: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateCustomerDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CustomerDto'];
        };
      };
      /** @description Invalid input (fields lists the problems per field) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
      /** @description Not signed in, or the token is invalid or expired */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
      /** @description Signed in, but the role does not allow this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
    };
  };
  deleteCustomer: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CustomerDto'];
        };
      };
      /** @description Invalid input (fields lists the problems per field) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
      /** @description Not signed in, or the token is invalid or expired */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
      /** @description Signed in, but the role does not allow this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
      /** @description Conflicts with stored data (duplicate, in use, stale version) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
    };
  };
  listInstallations: {
    parameters: {
      query?: {
        /** @description JSON ["field","ASC"|"DESC"] */
        sort?: string;
        /** @description JSON [start,end], inclusive */
        range?: string;
        /** @description JSON object of filters; "q" is a free-text search, "id" one id or a list */
        filter?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The page; Content-Range: installations <start>-<end>/<total> */
      200: {
        headers: {
          /** @description installations 0-24/100 */
          'Content-Range'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['InstallationDto'][];
        };
      };
      /** @description Invalid input (fields lists the problems per field) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
      /** @description Not signed in, or the token is invalid or expired */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
    };
  };
  createInstallation: {
    parameters: {
      query?: never;
      header?: {
        /** @description A fresh key per new request (8-255 of A-Z a-z 0-9 . _ ~ : + / = -, e.g. a UUID), reused on retry. The same key and body within 24 h answer the first answer again (Idempotent-Replayed: true) without a second write. Only successful answers are kept. */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateInstallationDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['InstallationDto'];
        };
      };
      /** @description Invalid input (fields lists the problems per field) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
      /** @description Not signed in, or the token is invalid or expired */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
      /** @description Signed in, but the role does not allow this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
      /**
       * @description Conflicts with stored data (duplicate, in use, stale version)
       *
       *     IDEMPOTENCY_REQUEST_IN_PROGRESS: a request with this key is still running
       */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
      /** @description IDEMPOTENCY_KEY_REUSED: the key was used for a different request */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
    };
  };
  getInstallation: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['InstallationDto'];
        };
      };
      /** @description Invalid input (fields lists the problems per field) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
      /** @description Not signed in, or the token is invalid or expired */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
    };
  };
  updateInstallation: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateInstallationDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['InstallationDto'];
        };
      };
      /** @description Invalid input (fields lists the problems per field) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
      /** @description Not signed in, or the token is invalid or expired */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
      /** @description Signed in, but the role does not allow this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
      /** @description Conflicts with stored data (duplicate, in use, stale version) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
    };
  };
  deleteInstallation: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['InstallationDto'];
        };
      };
      /** @description Invalid input (fields lists the problems per field) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
      /** @description Not signed in, or the token is invalid or expired */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
      /** @description Signed in, but the role does not allow this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
      /** @description Conflicts with stored data (duplicate, in use, stale version) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
    };
  };
  decommissionInstallation: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['DecommissionInstallationDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['InstallationDto'];
        };
      };
      /** @description Invalid input (fields lists the problems per field) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
      /** @description Not signed in, or the token is invalid or expired */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
      /** @description Signed in, but the role does not allow this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
      /** @description Conflicts with stored data (duplicate, in use, stale version) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
    };
  };
  getInstallationQrPng: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description PNG image of the QR code (error correction M, margin 2) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'image/png': string;
        };
      };
      /** @description Invalid input (fields lists the problems per field) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'image/png': components['schemas']['ErrorDto'];
        };
      };
      /** @description Not signed in, or the token is invalid or expired */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'image/png': components['schemas']['ErrorDto'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'image/png': components['schemas']['ErrorDto'];
        };
      };
    };
  };
  getInstallationQrSvg: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description SVG image of the QR code (error correction M, margin 2) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'image/svg+xml': string;
        };
      };
      /** @description Invalid input (fields lists the problems per field) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'image/svg+xml': components['schemas']['ErrorDto'];
        };
      };
      /** @description Not signed in, or the token is invalid or expired */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'image/svg+xml': components['schemas']['ErrorDto'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'image/svg+xml': components['schemas']['ErrorDto'];
        };
      };
    };
  };
  listLeakChecks: {
    parameters: {
      query?: {
        /** @description JSON ["field","ASC"|"DESC"] */
        sort?: string;
        /** @description JSON [start,end], inclusive */
        range?: string;
        /** @description JSON object of filters; "q" is a free-text search, "id" one id or a list */
        filter?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The page; Content-Range: leak-checks <start>-<end>/<total> */
      200: {
        headers: {
          /** @description leak-checks 0-24/100 */
          'Content-Range'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['LeakCheckDto'][];
        };
      };
      /** @description Invalid input (fields lists the problems per field) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
      /** @description Not signed in, or the token is invalid or expired */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
      /** @description Signed in, but the role does not allow this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
    };
  };
  createLeakCheck: {
    parameters: {
      query?: never;
      header?: {
        /** @description A fresh key per new request (8-255 of A-Z a-z 0-9 . _ ~ : + / = -, e.g. a UUID), reused on retry. The same key and body within 24 h answer the first answer again (Idempotent-Replayed: true) without a second write. Only successful answers are kept. */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateLeakCheckDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['LeakCheckDto'];
        };
      };
      /** @description Invalid input (fields lists the problems per field) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
      /** @description Not signed in, or the token is invalid or expired */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
      /** @description Signed in, but the role does not allow this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
      /** @description IDEMPOTENCY_REQUEST_IN_PROGRESS: a request with this key is still running */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
      /** @description IDEMPOTENCY_KEY_REUSED: the key was used for a different request */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
    };
  };
  getLeakCheck: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['LeakCheckDto'];
        };
      };
      /** @description Invalid input (fields lists the problems per field) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
      /** @description Not signed in, or the token is invalid or expired */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
    };
  };
  updateLeakCheck: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateLeakCheckDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['LeakCheckDto'];
        };
      };
      /** @description Invalid input (fields lists the problems per field) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
      /** @description Not signed in, or the token is invalid or expired */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
      /** @description Signed in, but the role does not allow this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
      /** @description Conflicts with stored data (duplicate, in use, stale version) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
    };
  };
  voidLeakCheck: {
    parameters: {
      query: {
        /** @description why the check is void (kept in its history) */
        reason: string;
      };
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['LeakCheckDto'];
        };
      };
      /** @description Invalid input (fields lists the problems per field) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
      /** @description Not signed in, or the token is invalid or expired */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
      /** @description Signed in, but the role does not allow this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
      /** @description Conflicts with stored data (duplicate, in use, stale version) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
    };
  };
  getLeakCheckHistory: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['LeakCheckRevisionDto'][];
        };
      };
      /** @description Invalid input (fields lists the problems per field) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
      /** @description Not signed in, or the token is invalid or expired */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
      /** @description Signed in, but the role does not allow this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
    };
  };
  getInstallationLogbook: {
    parameters: {
      query?: {
        /** @description first day of the period (included); default: from the first record */
        from?: string;
        /** @description last day of the period (included); default: up to the last record. 400 INVALID_PERIOD when before from */
        to?: string;
      };
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['LogbookDto'];
        };
      };
      /** @description Invalid input (fields lists the problems per field) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
      /** @description Not signed in, or the token is invalid or expired */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
    };
  };
  exportInstallationLogbookCsv: {
    parameters: {
      query?: {
        /** @description first day of the period (included); default: from the first record */
        from?: string;
        /** @description last day of the period (included); default: up to the last record. 400 INVALID_PERIOD when before from */
        to?: string;
        /** @description Language of headers and words. Default: the request's Accept-Language (nl or en), else nl; a request without Accept-Language (a script) gets en. The nl CSV repeats the codes in extra columns at the end. */
        lang?: 'nl' | 'en';
      };
      header: {
        'accept-language': string;
      };
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description CSV file */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': string;
        };
      };
      /** @description Invalid input (fields lists the problems per field) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': components['schemas']['ErrorDto'];
        };
      };
      /** @description Not signed in, or the token is invalid or expired */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': components['schemas']['ErrorDto'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': components['schemas']['ErrorDto'];
        };
      };
    };
  };
  exportInstallationLogbookPdf: {
    parameters: {
      query?: {
        /** @description first day of the period (included); default: from the first record */
        from?: string;
        /** @description last day of the period (included); default: up to the last record. 400 INVALID_PERIOD when before from */
        to?: string;
        /** @description Language of headers and words. Default: the request's Accept-Language (nl or en), else nl; a request without Accept-Language (a script) gets en. The nl CSV repeats the codes in extra columns at the end. */
        lang?: 'nl' | 'en';
      };
      header: {
        'accept-language': string;
      };
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description PDF file (A4) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/pdf': string;
        };
      };
      /** @description Invalid input (fields lists the problems per field) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/pdf': components['schemas']['ErrorDto'];
        };
      };
      /** @description Not signed in, or the token is invalid or expired */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/pdf': components['schemas']['ErrorDto'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/pdf': components['schemas']['ErrorDto'];
        };
      };
    };
  };
  listShareLinks: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ShareLinkDto'][];
        };
      };
      /** @description Invalid input (fields lists the problems per field) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
      /** @description Not signed in, or the token is invalid or expired */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
      /** @description Signed in, but the role does not allow this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
    };
  };
  createShareLink: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateShareLinkDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ShareLinkCreatedDto'];
        };
      };
      /** @description Invalid input (fields lists the problems per field) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
      /** @description Not signed in, or the token is invalid or expired */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
      /** @description Signed in, but the role does not allow this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
    };
  };
  revokeShareLink: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
        linkId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ShareLinkDto'];
        };
      };
      /** @description Invalid input (fields lists the problems per field) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
      /** @description Not signed in, or the token is invalid or expired */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
      /** @description Signed in, but the role does not allow this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
      /** @description Conflicts with stored data (duplicate, in use, stale version) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
    };
  };
  getPublicLogbookPdf: {
    parameters: {
      query?: {
        /** @description first day of the period (included); default: from the first record */
        from?: string;
        /** @description last day of the period (included); default: up to the last record. 400 INVALID_PERIOD when before from */
        to?: string;
        /** @description Language of headers and words. Default: the request's Accept-Language (nl or en), else nl; a request without Accept-Language (a script) gets en. The nl CSV repeats the codes in extra columns at the end. */
        lang?: 'nl' | 'en';
      };
      header: {
        'accept-language': string;
      };
      path: {
        token: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description PDF file (A4) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/pdf': string;
        };
      };
      /** @description Invalid input (fields lists the problems per field) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/pdf': components['schemas']['ErrorDto'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/pdf': components['schemas']['ErrorDto'];
        };
      };
    };
  };
  getPublicLogbook: {
    parameters: {
      query?: {
        /** @description first day of the period (included); default: from the first record */
        from?: string;
        /** @description last day of the period (included); default: up to the last record. 400 INVALID_PERIOD when before from */
        to?: string;
      };
      header?: never;
      path: {
        token: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['LogbookDto'];
        };
      };
      /** @description Invalid input (fields lists the problems per field) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
    };
  };
  getBalance: {
    parameters: {
      query: {
        year: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BalanceRowDto'][];
        };
      };
      /** @description Invalid input (fields lists the problems per field) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
      /** @description Not signed in, or the token is invalid or expired */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
      /** @description Signed in, but the role does not allow this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
    };
  };
  exportBalanceCsv: {
    parameters: {
      query: {
        year: number;
        /** @description Headers language; default from Accept-Language */
        lang?: 'nl' | 'en';
      };
      header: {
        'accept-language': string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description fgas-balance-YYYY-...csv */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': string;
        };
      };
      /** @description Invalid input (fields lists the problems per field) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': components['schemas']['ErrorDto'];
        };
      };
      /** @description Not signed in, or the token is invalid or expired */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': components['schemas']['ErrorDto'];
        };
      };
      /** @description Signed in, but the role does not allow this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': components['schemas']['ErrorDto'];
        };
      };
    };
  };
  exportBalancePdf: {
    parameters: {
      query: {
        year: number;
        /** @description Headers language; default from Accept-Language */
        lang?: 'nl' | 'en';
      };
      header: {
        'accept-language': string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description fgas-balance-YYYY-...pdf */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/pdf': string;
        };
      };
      /** @description Invalid input (fields lists the problems per field) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/pdf': components['schemas']['ErrorDto'];
        };
      };
      /** @description Not signed in, or the token is invalid or expired */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/pdf': components['schemas']['ErrorDto'];
        };
      };
      /** @description Signed in, but the role does not allow this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/pdf': components['schemas']['ErrorDto'];
        };
      };
    };
  };
  listSignOffs: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SignOffDto'][];
        };
      };
      /** @description Not signed in, or the token is invalid or expired */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
      /** @description Signed in, but the role does not allow this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
    };
  };
  signOff: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        year: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SignOffDto'];
        };
      };
      /** @description Invalid input (fields lists the problems per field) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
      /** @description Not signed in, or the token is invalid or expired */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
      /** @description Signed in, but the role does not allow this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
      /** @description Conflicts with stored data (duplicate, in use, stale version) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
    };
  };
  listInstruments: {
    parameters: {
      query?: {
        /** @description JSON ["field","ASC"|"DESC"] */
        sort?: string;
        /** @description JSON [start,end], inclusive */
        range?: string;
        /** @description JSON object of filters; "q" is a free-text search, "id" one id or a list */
        filter?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The page; Content-Range: instruments <start>-<end>/<total> */
      200: {
        headers: {
          /** @description instruments 0-24/100 */
          'Content-Range'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['InstrumentDto'][];
        };
      };
      /** @description Invalid input (fields lists the problems per field) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
      /** @description Not signed in, or the token is invalid or expired */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
    };
  };
  createInstrument: {
    parameters: {
      query?: never;
      header?: {
        /** @description A fresh key per new request (8-255 of A-Z a-z 0-9 . _ ~ : + / = -, e.g. a UUID), reused on retry. The same key and body within 24 h answer the first answer again (Idempotent-Replayed: true) without a second write. Only successful answers are kept. */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateInstrumentDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['InstrumentDto'];
        };
      };
      /** @description Invalid input (fields lists the problems per field) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
      /** @description Not signed in, or the token is invalid or expired */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
      /** @description Signed in, but the role does not allow this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
      /**
       * @description Conflicts with stored data (duplicate, in use, stale version)
       *
       *     IDEMPOTENCY_REQUEST_IN_PROGRESS: a request with this key is still running
       */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
      /** @description IDEMPOTENCY_KEY_REUSED: the key was used for a different request */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
    };
  };
  getInstrument: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['InstrumentDto'];
        };
      };
      /** @description Invalid input (fields lists the problems per field) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
      /** @description Not signed in, or the token is invalid or expired */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
    };
  };
  updateInstrument: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateInstrumentDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['InstrumentDto'];
        };
      };
      /** @description Invalid input (fields lists the problems per field) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
      /** @description Not signed in, or the token is invalid or expired */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
      /** @description Signed in, but the role does not allow this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
      /** @description Conflicts with stored data (duplicate, in use, stale version) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
    };
  };
  deleteInstrument: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['InstrumentDto'];
        };
      };
      /** @description Invalid input (fields lists the problems per field) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
      /** @description Not signed in, or the token is invalid or expired */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
      /** @description Signed in, but the role does not allow this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
      /** @description Conflicts with stored data (duplicate, in use, stale version) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDto'];
        };
      };
    };
  };
}
