import { helpInput } from '@switchboard/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startStandIns, type StandIns } from '../../../local/standins';
import type { Principal } from '../../../auth/principal';

Object.assign(process.env, { STAGE: 'local', AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' });

/**
 * The answering index snapshot on the real embedded DynamoDB and S3: a second container (fresh module state, as a
 * new Lambda container has) loads the snapshot the first one wrote instead of building, and builds again only once
 * the content version moved.
 */
const principal: Principal = {
  email: 'curator@example.com',
  role: 'OrgAdmin',
  organizationId: 'b1c2d3e4-0000-4000-8000-000000000001',
  sessionHash: 'x',
};
const topics = {
  rooms: 'How do I book a meeting room?;Can I reserve a meeting room?;Where do I book rooms for meetings?',
  wifi: 'What is the guest wifi password?;How do I connect to the office wifi?;Wifi access for guests',
  parking: 'Where can I park my car?;Is there parking for employees?;How do I get a parking permit?',
};
let standIns: StandIns;

/** The modules as a new container loads them: nothing kept from the previous one. */
async function freshContainer() {
  vi.resetModules();
  const [cache, simulate, help] = await Promise.all([
    import('./answering-index-cache'),
    import('../simulate-service'),
    import('../help-service'),
  ]);
  return { ...cache, ...simulate, ...help };
}

beforeAll(async () => {
  standIns = await startStandIns(undefined);
  const { addHelp } = await freshContainer();
  for (const [topic, questions] of Object.entries(topics)) {
    // A topic travels in the snapshot: a conversation loaded from it stays in the topic (issue 30).
    const fields = { ShortDescription: questions, LongDescription: `The ${topic} answer.`, Topic: topic };
    await addHelp(helpInput.parse(fields), principal);
  }
}, 120_000);
afterAll(async () => {
  await standIns?.close();
});

describe('the answering index snapshot', () => {
  it('is written by the container that builds and loaded by the next one', async () => {
    const first = await freshContainer();
    expect((await first.answeringIndexOf(principal.organizationId)).source).toBe('built');
    const asked = { Question: 'where do I leave my car', QuestionType: '' };
    const firstAnswer = await first.simulateQuestion(asked, principal);
    expect(firstAnswer).toMatchObject({ Text: 'The parking answer.', Topic: 'parking' });

    const second = await freshContainer();
    expect((await second.answeringIndexOf(principal.organizationId)).source).toBe('snapshot');
    expect(await second.simulateQuestion(asked, principal)).toEqual(firstAnswer);
  }, 120_000);

  it('is brought up to date from the previous one once the content version moved (only the change encoded)', async () => {
    const writer = await freshContainer();
    await writer.addHelp(
      helpInput.parse({ ShortDescription: 'Where is the canteen?;Canteen location', LongDescription: 'Floor 3.' }),
      principal,
    );
    const next = await freshContainer();
    const { source, entries } = await next.answeringIndexOf(principal.organizationId);
    expect([source, entries.size]).toEqual(['updated', 4]);
    expect((await freshContainer().then((c) => c.answeringIndexOf(principal.organizationId))).source).toBe('snapshot');
  }, 120_000);

  it('keeps the snapshots of the current and the previous version only', async () => {
    const { currentContentVersion } = await import('../content-version');
    const { loadSnapshot } = await import('./index-snapshot');
    const { loadSentenceEncoder } = await import('./sentence-encoder');
    const writer = await freshContainer();
    const before = await currentContentVersion(principal.organizationId);
    await writer.addHelp(
      helpInput.parse({ ShortDescription: 'Where is the gym?;Gym opening hours', LongDescription: 'Basement.' }),
      principal,
    );
    const now = await currentContentVersion(principal.organizationId);
    expect((await writer.answeringIndexOf(principal.organizationId)).source).toBe('updated');
    const encoder = await loadSentenceEncoder();
    const kept = async (version: number) => Boolean(await loadSnapshot(principal.organizationId, version, encoder));
    expect([await kept(now), await kept(before), await kept(before - 1)]).toEqual([true, true, false]);
  }, 120_000);
});
