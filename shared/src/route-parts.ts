/**
 * The route table's parts, one per domain, each a plain object of rows. routes.ts joins them into THE route table
 * (the single source); a group's Lambda binds only the parts that hold its rows, so a cold start builds the schemas of
 * its own routes and no others (functions/src/http/operation.ts checks the parts hold every row it binds).
 */
export { accountRoutes } from './account/routes';
export { aplRoutes } from './apl/routes';
export { billingRoutes } from './billing/routes';
export { catalogueRoutes } from './catalogue/routes';
export { collectionsRoutes } from './collections/routes';
export { connectionsRoutes } from './connections/routes';
export { contentRoutes } from './content/routes';
export { helpRoutes } from './help/routes';
export { inAppHelpRoutes } from './in-app-help/routes';
export { logsRoutes } from './logs/routes';
export { organizationRoutes } from './organization/routes';
export { relayRoutes } from './relay/routes';
export { skillTestsRoutes } from './skill-tests/routes';
export { usersRoutes } from './users/routes';
