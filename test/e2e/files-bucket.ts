import { DeleteObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { readFileSync } from 'node:fs';
import { runtimeLogFile } from './secret-scan';

/**
 * The Files bucket of the runtime playwright.config.ts started, reached directly through its S3 stand-in (the
 * runtime prints "S3 stand-in: <endpoint> (bucket <name>)" when it starts; its output is in runtimeLogFile()). For
 * tests that change what is stored behind the API's back, e.g. a definition file that went missing.
 */
function filesBucket(): { client: S3Client; bucket: string } {
  const said = /S3 stand-in: (http:\/\/[\d.:]+) \(bucket ([\w.-]+)\)/.exec(readFileSync(runtimeLogFile(), 'utf8'));
  if (!said) throw new Error(`the runtime did not print its S3 stand-in in ${runtimeLogFile()}`);
  const client = new S3Client({
    endpoint: said[1],
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  return { client, bucket: said[2]! };
}

/** Deletes a skill test's definition file (its Url, /Media/Files/….json) from the organization's files. */
export async function deleteDefinitionFile(organizationId: string, url: string): Promise<void> {
  const { client, bucket } = filesBucket();
  const key = `${organizationId}/skill-tests/${url.slice('/Media/Files/'.length)}`;
  try {
    await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
  } finally {
    client.destroy();
  }
}
