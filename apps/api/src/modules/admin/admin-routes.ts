import type { FastifyPluginAsync } from 'fastify';
import { requireAdmin } from '../../plugins/auth.js';
import { adminBranchesRoutes } from './admin-branches-routes.js';
import { adminCatalogRoutes } from './admin-catalog-routes.js';
import { adminContentRoutes } from './admin-content-routes.js';
import { adminDashboardRoutes } from './admin-dashboard-routes.js';
import { adminOrdersRoutes } from './admin-orders-routes.js';
import { adminSellerRoutes } from '../seller/admin-seller-routes.js';
import { adminBillRoutes } from '../bills/bill-routes.js';
import { adminComplaintsRoutes } from '../complaints/complaints-routes.js';

/** The operator's API under /api/admin: 401 for guests, 403 for customers, on every route. */
export const adminRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', async (request, reply) => {
    // Auth runs before the body is read, so a customer never gets to upload anything here.
    await requireAdmin(request, reply);
  });
  await app.register(adminDashboardRoutes);
  await app.register(adminOrdersRoutes);
  await app.register(adminBillRoutes);
  await app.register(adminCatalogRoutes);
  await app.register(adminBranchesRoutes);
  await app.register(adminContentRoutes);
  // Owner matters (seller details, policies): under the admin guard until staff roles arrive.
  await app.register(adminSellerRoutes);
  await app.register(adminComplaintsRoutes);
};
