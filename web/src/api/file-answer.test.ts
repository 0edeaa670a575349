import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { dispositionFileName, downloadFailureText } from './file-answer';

describe('dispositionFileName', () => {
  it('reads the quoted, the bare and the UTF-8 encoded file name', () => {
    expect(dispositionFileName('attachment; filename="Run-1.csv"')).toBe('Run-1.csv');
    expect(dispositionFileName('attachment; filename=run.xml')).toBe('run.xml');
    expect(dispositionFileName(`attachment; filename="a.csv"; filename*=UTF-8''R%C3%A9ception.csv`)).toBe(
      'Réception.csv',
    );
  });

  it('answers nothing when the server named no file', () => {
    expect(dispositionFileName(null)).toBeUndefined();
    expect(dispositionFileName('attachment')).toBeUndefined();
  });
});

describe('downloadFailureText', () => {
  it("is the API's message, and nothing while the console goes to sign in", () => {
    expect(downloadFailureText(new ApiError('Run not found.', 404, 'Run not found.'))).toBe('Run not found.');
    expect(downloadFailureText(new ApiError('Redirect', 401, undefined, true))).toBeUndefined();
  });
});
