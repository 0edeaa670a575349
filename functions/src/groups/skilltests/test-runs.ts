/**
 * The run reads this group serves, as the module its handler imports on first use: a module loaded by import() keeps
 * every export, and run-service's runTest (the relay's) would bring the answering engine into this Lambda's bundle.
 */
export { getRun, listRuns } from '../../services/skill-tests/run-service';
