import { skillTestsRoutes } from '@switchboard/shared';
import { groupHandler } from '../../http/group-handler';
import { bindGroup } from '../../http/operation';
import { onFirstUse } from '../../memo/on-first-use';

// Services load on a route's first call (their own chunk of the bundle): see bindGroup.
const uploads = onFirstUse(() => import('../../services/media/upload-service'));

export const handler = groupHandler(
  bindGroup('media', [skillTestsRoutes], {
    UploadFiles: async ({ query, request, principal }) =>
      (await uploads()).uploadFile(
        query,
        { contentType: request.contentType ?? '', body: request.rawBody?.() ?? Buffer.alloc(0) },
        principal,
      ),
  }),
);
