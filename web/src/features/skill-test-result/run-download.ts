import { apiFile, downloadFile } from '../../api/file-answer';

export type RunFileFormat = 'csv' | 'junit';

/** Saves a run as CSV or JUnit XML: the file the server makes, under the name it gives (the API's file mode). */
export const downloadRunFile = (runId: string, format: RunFileFormat): Promise<string> =>
  downloadFile(() =>
    apiFile(
      'DownloadTestRun',
      { query: { RunID: runId, Format: format } },
      `skill-test-run.${format === 'csv' ? 'csv' : 'xml'}`,
    ),
  );
