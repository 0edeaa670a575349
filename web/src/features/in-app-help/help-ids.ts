export const HELP_TITLE_ID = 'sb-in-app-help-title';
