import type { FastifyPluginAsync } from 'fastify';
import { adminBranchesRoutes } from './admin-branches-routes.js';
import { adminCatalogRoutes } from './admin-catalog-routes.js';
import { adminSearchRoutes } from './admin-search-routes.js';
import { adminContentRoutes } from './admin-content-routes.js';
import { adminDashboardRoutes } from './admin-dashboard-routes.js';
import { adminOrdersRoutes } from './admin-orders-routes.js';
import { adminOffersRoutes } from './admin-offers-routes.js';
import { adminSellerRoutes } from '../seller/admin-seller-routes.js';
import { adminBillRoutes } from '../bills/bill-routes.js';
import { adminComplaintsRoutes } from '../complaints/complaints-routes.js';
import { adminCustomerMessagesRoutes } from '../outbox/sent-messages-routes.js';

/** The console's API under /api/admin; who may call each route is declared in the staff operations table. */
export const adminRoutes: FastifyPluginAsync = async (app) => {
  // Every change the console makes may change what the catalog shows: each announces it.
  app.addHook('onRoute', (route) => {
    if ([route.method].flat().some((method) => method !== 'GET' && method !== 'HEAD'))
      route.config = { ...route.config, changesCatalog: true };
  });
  await app.register(adminDashboardRoutes);
  await app.register(adminOrdersRoutes);
  await app.register(adminBillRoutes);
  await app.register(adminCatalogRoutes);
  await app.register(adminSearchRoutes);
  await app.register(adminBranchesRoutes);
  await app.register(adminContentRoutes);
  await app.register(adminSellerRoutes);
  await app.register(adminComplaintsRoutes);
  await app.register(adminOffersRoutes);
  await app.register(adminCustomerMessagesRoutes);
};
