import type { FastifyPluginAsync } from 'fastify';
import { requireAdmin } from '../../plugins/auth.js';
import { adminBranchesRoutes } from './admin-branches-routes.js';
import { adminCatalogRoutes } from './admin-catalog-routes.js';
import { adminContentRoutes } from './admin-content-routes.js';
import { adminDashboardRoutes } from './admin-dashboard-routes.js';
import { adminOrdersRoutes } from './admin-orders-routes.js';

/** The operator's API under /api/admin: 401 for guests, 403 for customers, on every route. */
export const adminRoutes: FastifyPluginAsync = async (app) => {
  // Every change the console makes may change what the catalog shows: each announces it.
  app.addHook('onRoute', (route) => {
    if ([route.method].flat().some((method) => method !== 'GET' && method !== 'HEAD'))
      route.config = { ...route.config, changesCatalog: true };
  });
  app.addHook('onRequest', async (request, reply) => {
    // Auth runs before the body is read, so a customer never gets to upload anything here.
    await requireAdmin(request, reply);
  });
  await app.register(adminDashboardRoutes);
  await app.register(adminOrdersRoutes);
  await app.register(adminCatalogRoutes);
  await app.register(adminBranchesRoutes);
  await app.register(adminContentRoutes);
};
