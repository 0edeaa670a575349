import { skillTestsRoutes } from '@switchboard/shared';
import { groupHandler } from '../../http/group-handler';
import { bindGroup } from '../../http/operation';
import { uploadFile } from '../../services/media/upload-service';

export const handler = groupHandler(
  bindGroup('media', [skillTestsRoutes], {
    UploadFiles: ({ query, request, principal }) =>
      uploadFile(
        query,
        { contentType: request.contentType ?? '', body: request.rawBody?.() ?? Buffer.alloc(0) },
        principal,
      ),
  }),
);
