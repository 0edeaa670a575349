import { groupHandler } from '../../http/group-handler';
import type { Operations } from '../../http/operation';
import { relay } from '../../relay/relay';

const operations: Operations<'RequestData' | 'SubmitData'> = {
  RequestData: ({ body, principal }) => relay(body, principal, 'read'),
  SubmitData: ({ body, principal }) => relay(body, principal, 'write'),
};

export const handler = groupHandler('relay', operations);
