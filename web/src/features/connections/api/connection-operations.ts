import type { Connection } from '@switchboard/shared';
import { api, relay } from '../../../api/client';

/** The requests of a connection's row actions, from its id (the generated row-action tests send the same). */
export const connectionRequests = {
  remove: (id: string) => ({ query: { id } }),
  setDefault: (id: string) => ({ body: { IntegrationConfigurationID: id } }),
  checkCredentials: (id: string) => ({ body: { IntegrationConfigurationID: id } }),
};

/** How many data sets read through a connection (GET /api/GetIntegrationConfigDataSourceCount). */
export const dataSetCount = (id: string) => relay('GetIntegrationConfigDataSourceCount', { query: { id } });

/** Deletes a connection (DELETE /api/IntegrationConfigurations); refused while data sets use it. */
export const deleteConnection = (id: string) => relay('IntegrationConfigurations', connectionRequests.remove(id));

/** Makes a connection the default of its system (POST /api/SetAsDefaultConnection); answers "success". */
export const setDefaultConnection = (id: string) => relay('SetAsDefaultConnection', connectionRequests.setDefault(id));

/** Check now: the server checks the stored credentials and answers the connection with the outcome it stored. */
export const checkCredentials = (id: string): Promise<Connection> =>
  api('CheckCredentials', connectionRequests.checkCredentials(id));
