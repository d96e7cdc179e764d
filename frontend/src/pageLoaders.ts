/**
 * The code of the pages a fitter opens first, one loader each: the router's lazy pages (App.tsx,
 * cylinders/index.ts) and the early start at boot (routePreload.ts) share them, so the build writes each
 * page's dependency list once.
 */
export const loadDashboardPage = () => import('./dashboard/DashboardPage');
export const loadCylinderList = () => import('./cylinders/CylinderList');
export const loadCylinderDetailPage = () => import('./cylinders/detail/CylinderDetailPage');
