import { routesOf } from '../core/family';
import { contentFamilies } from './index';

/**
 * The content calls (spec part 2 §7, 29 calls, plus DeleteBriefing and DeleteCafeteria, which the spec lacks): each
 * family one declaration, its rows in the order contentFamilies lists them. Staff and OrgAdmin keep their
 * organization's content (DESIGN §3); employees only an OrgAdmin changes (they carry the voice sign-in id and PIN,
 * and Staff manage no people). Every list pages on the server (PageSize, Cursor) and searches it whole (Search); the
 * lookups the forms choose from come with the first page. Deletes by GET keep the spec's ?id= (the X-Requested-With
 * rule makes them safe).
 */
export const contentRoutes = routesOf(contentFamilies);
