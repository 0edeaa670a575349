/**
 * One-off (and repeatable) command filling a deployed stage's catalogue from functions/src/catalogue/catalogue-seed.json:
 *
 *   TABLE_CATALOGUE=<CatalogueTable> AWS_REGION=<region> npx tsx functions/src/admin/seed-catalogue.ts
 *
 * It adds what is missing and leaves alone what an administrator changed.
 */
import { seedCatalogue } from '../services/catalogue/seed/seed-catalogue';

if (!process.env.TABLE_CATALOGUE) {
  console.error('seed-catalogue: TABLE_CATALOGUE must name the stage’s Catalogue table (see the stack outputs)');
  process.exit(1);
}
const added = await seedCatalogue();
console.log(`Catalogue seeded: ${added} record(s) added.`);
