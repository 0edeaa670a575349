import * as z from 'zod/mini';
import { id } from '../core/fields';
import { relayRoute } from '../core/route';
import { lazySchema } from '../core/lazy-schema';

/**
 * PutAplContent / DeleteAplContent (spec part 2 §7, "leftover content calls"): not supported, on purpose. APL
 * documents (Alexa Presentation Language) are authored and versioned with the skill, in the Alexa developer console
 * or the skill package, which is what devices render; the spec gives these calls no screen, no fields and no read,
 * and nothing in the platform would read what they store. So both answer 501 NotSupported with the reason, after
 * checking their input like any other call (docs/behaviour.md says the same; see "APL content").
 */
const access = ['OrgAdmin', 'Staff'] as const;
const aplQuery = /* @__PURE__ */ lazySchema(() => z.object({ id: id() }));
const aplDocument = /* @__PURE__ */ lazySchema(() =>
  z.record(z.string(), z.unknown(), { error: 'must be a JSON object (an APL document)' }),
);

export const aplRoutes = {
  PutAplContent: relayRoute({
    method: 'PUT',
    path: '/api/PutAplContent',
    group: 'content',
    access,
    query: aplQuery,
    body: aplDocument,
    answer: /* @__PURE__ */ lazySchema(() => z.never()),
    summary: 'Not supported (501): APL documents live with the skill, not in this console.',
  }),
  DeleteAplContent: relayRoute({
    method: 'DELETE',
    path: '/api/DeleteAplContent',
    group: 'content',
    access,
    query: aplQuery,
    answer: /* @__PURE__ */ lazySchema(() => z.never()),
    summary: 'Not supported (501): APL documents live with the skill, not in this console.',
  }),
};
