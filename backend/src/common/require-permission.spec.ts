import 'reflect-metadata';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { RequestMethod, type Type } from '@nestjs/common';
import { AuthController } from '../auth/auth.controller';
import { CylindersController } from '../cylinders/cylinders.controller';
import { HealthController } from '../health/health.controller';
import { InstallationsController } from '../installations/installations.controller';
import { LogbookController } from '../logbook/logbook.controller';
import { PublicLogbookController } from '../share-links/public-logbook.controller';
import { ShareLinksController } from '../share-links/share-links.controller';
import { LogsController } from '../logs/logs.controller';
import { RefrigerantsController } from '../refrigerants/refrigerants.controller';
import { ScanController } from '../scan/scan.controller';
import { SettingsController } from '../settings/settings.controller';
import { StatsController } from '../stats/stats.controller';
import { SuppliersController } from '../suppliers/suppliers.controller';
import { UsersController } from '../users/users.controller';
import { isPermission } from '../domain';
import { IS_PUBLIC } from './public.decorator';
import { REQUIRED_PERMISSION } from './require-permission.decorator';

const CONTROLLERS: Type[] = [
  AuthController,
  CylindersController,
  HealthController,
  InstallationsController,
  LogbookController,
  LogsController,
  PublicLogbookController,
  RefrigerantsController,
  ScanController,
  SettingsController,
  ShareLinksController,
  StatsController,
  SuppliersController,
  UsersController,
];

/** Routes about the caller's own account: a session is all they need. */
const SESSION_ONLY = ['GET /auth/me', 'PUT /auth/me'];

function routes(): { route: string; isPublic: boolean; permission: unknown }[] {
  return CONTROLLERS.flatMap((controller) => {
    const base = Reflect.getMetadata(PATH_METADATA, controller) as string;
    return Object.getOwnPropertyNames(controller.prototype).flatMap((name) => {
      const handler = (controller.prototype as Record<string, unknown>)[name];
      if (
        name === 'constructor' ||
        typeof handler !== 'function' ||
        Reflect.getMetadata(PATH_METADATA, handler) === undefined
      )
        return [];
      const method = RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod];
      const path = Reflect.getMetadata(PATH_METADATA, handler) as string;
      return [
        {
          route: `${method} /${base}${path === '/' ? '' : `/${path}`}`,
          isPublic: !!Reflect.getMetadata(IS_PUBLIC, handler),
          permission: Reflect.getMetadata(REQUIRED_PERMISSION, handler),
        },
      ];
    });
  });
}

describe('every route names its permission from the one map', () => {
  it('opens to anonymous callers only what a share link reads', () => {
    const open = routes()
      .filter((r) => r.isPublic && r.route.startsWith('GET /public/'))
      .map((r) => r.route)
      .sort();
    expect(open).toEqual(['GET /public/logbook/:token', 'GET /public/logbook/:token.pdf']);
  });

  it('finds the routes', () => {
    expect(routes().length).toBeGreaterThan(30);
  });

  it('is public, only needs a session (own account), or requires a permission of the map', () => {
    const unannotated = routes()
      .filter((r) => !r.isPublic && r.permission === undefined && !SESSION_ONLY.includes(r.route))
      .map((r) => r.route);
    expect(unannotated).toEqual([]);
    for (const r of routes())
      if (r.permission !== undefined) expect(isPermission(String(r.permission))).toBe(true);
  });

  it.each([
    ['POST /cylinders', 'cylinders:create'],
    ['PUT /cylinders/:id', 'cylinders:edit'],
    ['DELETE /cylinders/:id', 'cylinders:delete'],
    ['GET /cylinders/:id/qr.png', 'labels:print'],
    ['GET /logs/:id/history', 'logs:history'],
    ['POST /logs/:id/explain-gap', 'logs:explain-gap'],
    ['PUT /refrigerants/:id', 'refrigerants:edit'],
    ['DELETE /suppliers/:id', 'suppliers:delete'],
    ['POST /users', 'users:create'],
    ['PUT /settings', 'settings:edit'],
    ['GET /installations/:id/logbook.pdf', 'installations:logbook'],
    ['POST /installations/:id/share-links', 'installations:share'],
    ['DELETE /installations/:id/share-links/:linkId', 'installations:share'],
    ['GET /installations/:id/qr.svg', 'labels:print'],
  ])('%s requires %s', (route, permission) => {
    expect(routes().find((r) => r.route === route)?.permission).toBe(permission);
  });
});
