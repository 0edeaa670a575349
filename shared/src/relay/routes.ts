import { route } from '../core/route';
import { relayAnswer, relayRequest } from './envelope';

/** The relay's own two routes; the operations they run are the `relay` rows of each domain's routes. */
export const relayRoutes = {
  RequestData: route({
    method: 'POST',
    path: '/Utilities/RequestData',
    group: 'relay',
    access: 'signedIn',
    body: relayRequest,
    answer: relayAnswer,
    summary: 'Runs a reading /api operation in-process; each operation keeps its own role rule and validation.',
  }),
  SubmitData: route({
    method: 'POST',
    path: '/Utilities/SubmitData',
    group: 'relay',
    access: 'signedIn',
    body: relayRequest,
    answer: relayAnswer,
    summary: 'Runs a writing /api operation in-process; each operation keeps its own role rule and validation.',
  }),
};
