import type { PageHelp } from './default-help';

/** Help of the assistant and insights screens: help Q&A, its import, chat, usage logs (see default-help.ts). */
export const ASSISTANT_HELP: Record<string, PageHelp> = {
  '/help': {
    Title: 'Help Q&A',
    Content: `The questions your assistant answers and its answers: the knowledge base it searches.

- Questions: every phrasing people use for the same thing; type each one and choose Add. Up to 500 questions of up to 500 characters each; a question belongs to one entry only ("Question already exists." names another entry's).
- Answer: what the assistant says; required, up to 8,000 characters, with line breaks.
- Media type and Media URL: None, Image or Video, and its address: an image ends in .png, .jpg, .jpeg, .tiff, .gif or .bmp; a video is a video file (.mp4, .webm, .mov…) or an embedded YouTube address. Choosing None clears the address.
- Category: one of your collection categories, to file and filter entries (No category unless chosen).
- Active: the assistant answers with this entry; inactive entries are never given.
- Release date and Expiry date: the answer is given only between them; typed YYYY-MM-DD or picked, shown as 30 Nov 2026 (1 Jan 1970 to 1 Jan 2100 unless changed). The expiry date must come after the release date.
- Attributes: a JSON object of extra values: SmallImage, LargeImage and ExternalUrl (https addresses) and RelatedContentIds (the ids of up to 50 related entries); up to 4,000 characters.

External id, Topic and Tags come from imported files and show as columns. Test a question to see which entry answers and how sure the assistant is.`,
  },
  '/help/import': {
    Title: 'Import and export help Q&A',
    Content: `Load many help Q&A entries at once from a file, or download them all.

- File format: CSV (one entry a row; header Questions, Answer, Category, Media type, Media URL, Attributes, External ID, Topic, Tags, questions joined by ";"), TSV (QnA Maker: one question a row), JSON (a QnABot export, a QnA Maker knowledge base or an Azure question answering project) or YAML (a Rasa FAQ: nlu.yml with its utter_faq responses, or with domain.yml chosen beside it).
- File: read as UTF-8, UTF-16 or Windows-1252 text, as Excel and Notepad save them; a CSV may separate its cells with commas or, as Excel does in countries with a decimal comma, semicolons. The preview says how the file was read: check its accents there.
- Entries already stored: Add new and update matching (matched by external id, then by a question within its topic), Add new only, or Replace the whole knowledge base (stored entries the file does not hold are deleted; type your organization's name to confirm).
- Nothing is stored until you choose "Import all valid rows": the preview first lists each row's problems, the changes, near-duplicate questions, the categories the file names that do not exist yet (tick the box to create them) and whether your organization's caps on entries and questions still fit. Rows with problems are left out and reported.
- Past imports: the imports of the last 7 days; undoing one removes what it added, restores what it changed and recreates what it deleted; entries changed since are left as they are.
- Export CSV, Export TSV (QnA Maker) and Export JSON (QnABot) download every entry in a file this page imports back unchanged.`,
  },
  '/Chat': {
    Title: 'Chat',
    Content: `Ask your assistant questions as your users would, and see which help entry answers. Nothing you ask here is stored as content.`,
  },
  '/usage-logs': {
    Title: 'Usage logs',
    Content: `Who did what and when in your organization: sign-ins, invitations, connection changes and every record added, changed or deleted.

- Date range, Log type and Detail (text, an email or a module) filter the logs; choose Search to apply them. Times show in your browser's time zone.
- Log volume: how many logs of each type each day of the range holds.
- Fifty logs a page; Export CSV downloads the filtered logs.
- Secrets never appear in a log.`,
  },
};
