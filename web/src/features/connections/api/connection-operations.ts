import { relay } from '../../../app/api/client';

/** How many data sets read through a connection (GET /api/GetIntegrationConfigDataSourceCount). */
export const dataSetCount = (id: string) => relay('GetIntegrationConfigDataSourceCount', { query: { id } });

/** Deletes a connection (DELETE /api/IntegrationConfigurations); refused while data sets use it. */
export const deleteConnection = (id: string) => relay('IntegrationConfigurations', { query: { id } });

/** Makes a connection the default of its system (POST /api/SetAsDefaultConnection); answers "success". */
export const setDefaultConnection = (id: string) =>
  relay('SetAsDefaultConnection', { body: { IntegrationConfigurationID: id } });
