import { newInvoice } from '../context';
import { query, read, type Fixture } from './fixture';

const day = (shift = 0) => new Date(Date.now() + shift * 86_400_000).toISOString().slice(0, 10);

export const logsFixtures: Record<string, Fixture> = {
  // usage logs (relay) and a record's history, volume (our own)
  'GET /api/LogTypes': read(),
  'GET /api/UserLogs': read(async () => query({ LogType: 'Create', PageSize: '5' })),
  'GET /api/UserLogsByTimeZone': read(async () =>
    query({ LogType: '', StartDateTime: day(-1), EndDateTime: day(1), Detail: 'invoice', TimezoneOffset: '-60' }),
  ),
  GetRecordHistory: read(async () => query({ type: 'Invoice', id: String((await newInvoice()).InvoiceID) })),
  GetLogVolume: read(async () => query({ StartDate: day(-7), EndDate: day() })),
};
