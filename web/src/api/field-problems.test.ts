import { messages } from '@switchboard/shared';
import { describe, expect, it } from 'vitest';
import { saveFailure } from './field-problems';
import { RelayError } from './relay';

const labels = { Name: 'Name', ReportEmail: 'Report email' };

describe('saveFailure of a relayed operation', () => {
  it("puts a refused body's problems on the fields they name", () => {
    const refusal = new RelayError(
      'BadRequest',
      'RequestBody: ReportEmail: is required when the report is sent by email',
    );
    expect(saveFailure(refusal, 'The skill test could not be added.', labels)).toEqual({
      byField: { ReportEmail: 'Report email is required when the report is sent by email' },
      message: messages.msg_fix_fields,
      conflict: false,
    });
  });

  it('reads a version conflict as one (Reload), and other failures with the base text', () => {
    expect(saveFailure(new RelayError('Conflict', messages.msg_version_conflict), 'x', labels).conflict).toBe(true);
    expect(saveFailure(new RelayError('Error', 'boom'), 'Could not save.', labels)).toEqual({
      byField: {},
      message: 'Could not save. Error:Error, ResponseMessage: boom',
      conflict: false,
    });
  });
});
