/** Where the console's home page is (the side navigation's first link, the breadcrumbs' root, the error pages' way out). */
export const HOME_PATH = '/';
