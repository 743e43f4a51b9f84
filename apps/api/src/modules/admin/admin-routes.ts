import type { FastifyPluginAsync } from 'fastify';
import { adminBranchesRoutes } from './admin-branches.js';
import { adminCatalogRoutes } from './admin-catalog.js';
import { adminContentRoutes } from './admin-content.js';
import { adminDashboardRoutes } from './admin-dashboard.js';
import { adminOrdersRoutes } from './admin-orders.js';

/** The console's API under /api/admin; who may call each route is declared in the staff operations table. */
export const adminRoutes: FastifyPluginAsync = async (app) => {
  await app.register(adminDashboardRoutes);
  await app.register(adminOrdersRoutes);
  await app.register(adminCatalogRoutes);
  await app.register(adminBranchesRoutes);
  await app.register(adminContentRoutes);
};
