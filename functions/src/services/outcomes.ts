/**
 * What a service answers besides a plain value, said without HTTP: the binding maps each to its status and headers
 * (http/outcome-reply.ts), so no service imports the HTTP layer.
 */

/** The spec's null answer to a connection: the system refused the credentials (400) or could not be reached (502). */
export class CredentialsRefused {
  constructor(readonly unreachable: boolean) {}
}

/** Sends the browser on to a console page (where the OAuth callback ends). */
export class RedirectTo {
  constructor(readonly location: string) {}
}

/** A text to save as a file of the given type and name. */
export class FileToSave {
  constructor(
    readonly text: string,
    readonly contentType: string,
    readonly fileName: string,
  ) {}
}

export type Outcome = CredentialsRefused | RedirectTo | FileToSave;
