// The running app's API as the phone scripts use it (audit-web.mjs, profile-page.mjs): JSON calls, and the
// demo register's first cylinder grown to a long history.

/** One JSON call; a non-2xx answer throws with its status and body. */
export async function api(base, token, method, path, body) {
  const response = await fetch(`${base}/api/${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

/** The first cylinder by serial number, grown to `history` entries (inspections) if it has fewer; its id. */
export async function longHistoryCylinder(base, token, history) {
  const cylinders = await api(base, token, 'GET', 'cylinders?range=[0,0]&sort=["serialNumber","ASC"]');
  const detail = await api(base, token, 'GET', `cylinders/${cylinders[0].id}`);
  for (let i = detail.logCount ?? detail.logs.length; i < history; i++)
    await api(base, token, 'POST', 'logs', {
      cylinderId: detail.id,
      mutationType: 'INSPECTION',
      weight: 0,
      workOrder: `WO-AUDIT-${i}`,
      note: `Visuele controle ${i}, geen bijzonderheden`,
    });
  return detail.id;
}
