/**
 * `/installations/<id>?action=leak-check`: the installation's page opened on its leak checks with a new
 * check's form, where the dashboard's leak-detection action leads (picked from the list or scanned from
 * the installation's label).
 */
export const LEAK_CHECK_ACTION = 'leak-check';

export const leakCheckPath = (installationId: number) =>
  `/installations/${installationId}?action=${LEAK_CHECK_ACTION}`;

/** True when the page was opened to record a leak check. */
export const opensLeakCheck = (params: URLSearchParams) => params.get('action') === LEAK_CHECK_ACTION;
