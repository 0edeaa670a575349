import { uploadDefinition } from './upload-definition';

interface Chosen {
  file: File;
  /** Where it was stored, once uploaded (a second Save after a refused one does not upload it again). */
  url?: string;
}

/**
 * The files chosen in the add and edit forms, by test Id, until Save uploads them: a form holds texts only (the
 * chosen file's name), so the file itself waits here.
 */
export class DefinitionFiles {
  private readonly chosen = new Map<string, Chosen>();

  get(testId: string): File | undefined {
    return this.chosen.get(testId)?.file;
  }

  choose(testId: string, file: File | undefined): void {
    if (file) this.chosen.set(testId, { file });
    else this.chosen.delete(testId);
  }

  /** The body with the chosen file's Url (uploaded now if it was not yet); as it is when no file was chosen. */
  async withUploadedUrl<B extends { Id?: unknown; Url?: unknown }>(body: B): Promise<B> {
    const entry = this.chosen.get(String(body.Id));
    if (!entry) return body;
    entry.url ??= await uploadDefinition(entry.file);
    return { ...body, Url: entry.url };
  }
}
